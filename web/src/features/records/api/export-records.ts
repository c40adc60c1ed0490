// CSV export is produced by the server: the browser asks for the filtered list at the
// documented URL with the member's bearer token and saves what comes back.
import type { RecordFilter } from '@/generated/graphql';
import { requestHeaders } from '@/lib/apollo';

export const EXPORT_PATH = '/export/records.csv';

/**
 * The export's parameter for each filter of the `records` query: every filter the list applies
 * (a filter added to the schema does not compile until it has one), so the file holds exactly
 * the filtered list, all its pages.
 */
const EXPORT_PARAMS: Readonly<Record<keyof RecordFilter, string>> = {
  coinName: 'coinName',
  recordType: 'recordType',
  status: 'status',
  search: 'search',
  from: 'from',
  to: 'to',
};

export function exportUrl(filter: RecordFilter): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(EXPORT_PARAMS) as (keyof RecordFilter)[]) {
    const value = filter[key];
    if (value) query.set(EXPORT_PARAMS[key], value);
  }
  return `${EXPORT_PATH}?${query.toString()}`;
}

/** Downloads the server's CSV; throws when the server does not answer with one. */
export async function downloadRecordsCsv(filter: RecordFilter): Promise<void> {
  const response = await fetch(exportUrl(filter), { headers: { ...requestHeaders(), accept: 'text/csv' } });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/csv')) throw new Error(`export failed: HTTP ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${(filter.coinName ?? 'records').toLowerCase()}-records.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
