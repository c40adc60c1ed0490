// A statement is produced by the server (the platform makes the file, the gateway passes it on):
// the browser asks for it with the member's bearer token and saves what comes back.
import { z } from 'zod';
import type { CoinName } from '@/generated/graphql';
import { requestHeaders } from '@/lib/apollo';

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
/** The platform's bound on one statement's period (platform/src/statement/service.ts). */
export const STATEMENT_MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month it is now in GMT+8, the product's business day. */
export function currentMonthGmt8(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** The statement form: a credit, a month or a range of GMT+8 days, a file type. */
export const statementSchema = z
  .object({
    coinName: z.string().min(1, 'validation.required'),
    period: z.enum(['month', 'range']),
    month: z.string(),
    from: z.string(),
    to: z.string(),
    format: z.enum(STATEMENT_FORMATS),
  })
  .superRefine((value, ctx) => {
    if (value.period === 'month') {
      if (!MONTH.test(value.month)) ctx.addIssue({ code: 'custom', path: ['month'], message: 'validation.required' });
      return;
    }
    if (!DAY.test(value.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
    if (!DAY.test(value.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
    if (!DAY.test(value.from) || !DAY.test(value.to)) return;
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'records.statement.rangeReversed' });
    else if (daysBetween(value.from, value.to) + 1 > STATEMENT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'records.statement.rangeTooLong' });
  });
export type StatementForm = z.infer<typeof statementSchema>;

export function statementUrl(coinName: CoinName, from: string, to: string, format: StatementFormat): string {
  return `/export/statement.${format}?${new URLSearchParams({ coinName, from, to }).toString()}`;
}

/** The server's refusal, in the member's language, when it sent one. */
export class StatementRefused extends Error {
  override name = 'StatementRefused';
}

/** Downloads the statement file; throws StatementRefused with the server's message when it refuses. */
export async function downloadStatement(coinName: CoinName, from: string, to: string, format: StatementFormat): Promise<void> {
  const type = format === 'csv' ? 'text/csv' : 'application/pdf';
  const response = await fetch(statementUrl(coinName, from, to, format), { headers: { ...requestHeaders(), accept: type } });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes(type)) {
    const refusal = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    if (typeof refusal?.message === 'string') throw new StatementRefused(refusal.message);
    throw new Error(`statement failed: HTTP ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `statement-${coinName.toLowerCase()}-${from}-${to}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
