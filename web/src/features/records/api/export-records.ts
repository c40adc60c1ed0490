// CSV export is produced by the server: the browser asks for the filtered list at the
// documented URL with the member's bearer token and saves what comes back.
import type { RecordFilter } from '@/generated/graphql';
import { requestHeaders } from '@/lib/apollo';

export const EXPORT_PATH = '/export/records.csv';

export function exportUrl(filter: RecordFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ coinName: filter.coinName, recordType: filter.recordType, from: filter.from, to: filter.to })) {
    if (value) query.set(key, value);
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
