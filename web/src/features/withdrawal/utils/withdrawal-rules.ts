// The withdrawal screen's pure rules: which amounts the form accepts (the platform checks them
// again), the largest amount the "max" shortcut offers, how destinations, the quota's reset and
// the review day read, and what a member may do with an order in each state. Money stays a
// decimal string throughout: comparisons, products and steps go through `@/lib/decimal`.
import type { WithdrawalFeeType, WithdrawalStatus } from '@/generated/graphql';
import { compareDecimal, floorToMultiple, fractionDigits, isDecimal, isMultipleOf, MONEY_SCALE, multiplyDecimal } from '@/lib/decimal';
import { dateTimeFormat, numberFormat } from '@/lib/format';

/** The terms of one kind of withdrawal that decide whether an amount is acceptable. */
export interface AmountTerms {
  feeType: WithdrawalFeeType;
  fee: string;
  minAmount: string;
  maxAmount: string;
  multiple?: string | null | undefined;
}

/** The amount as typed, when it is worth quoting: a plain decimal above 0 with at most 8 places. */
export function quotableAmount(typed: string): string | null {
  const value = typed.trim();
  if (!isDecimal(value) || fractionDigits(value) > MONEY_SCALE) return null;
  return compareDecimal(value, '0') > 0 ? value : null;
}

/** What the amount field says when an amount breaks the terms; the key of a catalogue text. */
export type AmountProblem =
  | 'validation.amountBelowMinimum'
  | 'withdrawal.amountAboveMaximum'
  | 'withdrawal.amountNotMultiple'
  | 'withdrawal.amountNotAboveFee'
  | 'withdrawal.amountAboveAvailable';

/**
 * Checks an amount that is already a valid decimal against the terms and, when known, the
 * platform's fee for it (its quote) and the available balance. The first broken rule wins, in
 * the order the platform checks them. The fee is never computed here: until the quote for this
 * amount has come, that rule waits for it (and the platform checks every rule again).
 */
export function amountProblem(amount: string, terms: AmountTerms, available?: string, quotedFee?: string): AmountProblem | undefined {
  const value = quotableAmount(amount);
  if (value === null) return undefined;
  if (compareDecimal(value, terms.minAmount) < 0) return 'validation.amountBelowMinimum';
  if (compareDecimal(value, terms.maxAmount) > 0) return 'withdrawal.amountAboveMaximum';
  if (terms.multiple && !isMultipleOf(value, terms.multiple)) return 'withdrawal.amountNotMultiple';
  if (quotedFee !== undefined && compareDecimal(value, quotedFee) <= 0) return 'withdrawal.amountNotAboveFee';
  if (available !== undefined && compareDecimal(value, available) > 0) return 'withdrawal.amountAboveAvailable';
  return undefined;
}

/**
 * The "max" shortcut: the available balance, capped at the maximum and rounded down to the
 * step; null when even that is below the minimum (nothing can be withdrawn).
 */
export function maxWithdrawable(available: string, terms: AmountTerms): string | null {
  if (!isDecimal(available)) return null;
  const capped = compareDecimal(available, terms.maxAmount) > 0 ? terms.maxAmount : available;
  const amount = terms.multiple ? floorToMultiple(capped, terms.multiple) : capped;
  if (compareDecimal(amount, '0') <= 0 || compareDecimal(amount, terms.minAmount) < 0) return null;
  return amount;
}

/** A bank account number with only its last four digits shown: `•••• 1234`. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/**
 * The moment the daily quota resets (00:00 GMT+8) in the member's own time zone, with the
 * zone's name, so a member in Jakarta reads "23:00 GMT+7" for the same instant.
 */
export function formatQuotaReset(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  })
    .format(date)
    .concat(' ', zoneName(date, locale, timeZone));
}

function zoneName(date: Date, locale: string, timeZone?: string): string {
  const parts = dateTimeFormat(locale, { timeZoneName: 'shortOffset', ...(timeZone ? { timeZone } : {}) }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A GMT+8 business day (`YYYY-MM-DD`, the T+1 review day) as a date in the member's language.
 * It is a calendar day, not an instant: it is formatted as is, never shifted to the local zone.
 */
export function formatBusinessDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A ratio fee (`0.015`) as a percentage in the member's language (`1.5%`). */
export function formatFeeRatio(ratio: string, locale: string): string {
  if (!isDecimal(ratio)) return ratio;
  const percent = multiplyDecimal(ratio, '100', 'down');
  return numberFormat(locale, { maximumFractionDigits: MONEY_SCALE }).format(percent as `${number}`).concat('%');
}

/** Every state of SPEC §4's withdrawal, in the order an order moves through them. */
export const WITHDRAWAL_STATUSES = [
  'PENDING_REVIEW',
  'APPROVED',
  'PAYABLE',
  'WITHDRAWING',
  'SUCCESS',
  'REJECTED',
  'FAILED',
  'CANCELLED',
  'NOT_RECEIVED',
] as const satisfies readonly WithdrawalStatus[];

/** Still on its way: review or payout pending, the amount frozen. */
export function isOpen(status: WithdrawalStatus): boolean {
  return status === 'PENDING_REVIEW' || status === 'APPROVED' || status === 'PAYABLE' || status === 'WITHDRAWING';
}

/** Only an order still waiting for review can be cancelled by the member. */
export function canCancel(status: WithdrawalStatus): boolean {
  return status === 'PENDING_REVIEW';
}

/** Only a paid order can be reported as not received. */
export function canReportNotReceived(status: WithdrawalStatus): boolean {
  return status === 'SUCCESS';
}

/** Refused or failed orders carry the operator's reason. */
export function showsReason(status: WithdrawalStatus): boolean {
  return status === 'REJECTED' || status === 'FAILED';
}

/**
 * The status chip's colour. Only palette colours whose text keeps AA contrast as an outlined
 * chip in both themes (MUI's warning and info mains do not on white).
 */
export function statusColor(status: WithdrawalStatus): 'default' | 'primary' | 'secondary' | 'success' | 'error' {
  switch (status) {
    case 'PENDING_REVIEW':
    case 'NOT_RECEIVED':
      return 'secondary';
    case 'APPROVED':
    case 'PAYABLE':
    case 'WITHDRAWING':
      return 'primary';
    case 'SUCCESS':
      return 'success';
    case 'REJECTED':
    case 'FAILED':
      return 'error';
    case 'CANCELLED':
      return 'default';
  }
}

/** Milliseconds until `iso` when a timer for it is worth setting (in the future, within setTimeout's range). */
export function delayUntil(iso: string, now: number): number | undefined {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at) || at <= now) return undefined;
  const delay = at - now;
  return delay < 2 ** 31 - 1 ? delay : undefined;
}
