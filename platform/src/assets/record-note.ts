// A record's remark, as the platform writes it, read back as structured parts so a client can
// word it in the member's language: the credits of a convert, the other member of a transfer,
// the order and destination of a withdrawal, the package of a package movement. A remark the
// platform did not write (an operator's note) stays text.
import { isCreditType, type CreditType } from '../credits/credit-types.ts';

export type RecordNoteKind = 'CONVERT' | 'TRANSFER' | 'WITHDRAWAL' | 'DEPOSIT' | 'PACKAGE' | 'TEXT';

export interface RecordNote {
  kind: RecordNoteKind;
  fromCoin?: CreditType;
  toCoin?: CreditType;
  orderId?: string;
  counterparty?: string;
  destination?: string;
  packageName?: string;
  round?: number;
  tradeOrder?: number;
  text?: string;
}

// \u2192 is the arrow (→) the remarks are written with: the compiled bundle stays Latin-1 (scripts/build.ts).
const CONVERT = /^([A-Z_]+) \u2192 ([A-Z_]+)(?:, order | · )(\S+)$/;
const WITHDRAWAL = /^(wdr_\S+)(?: \u2192 (.+))?$/;
const CHAIN_DEPOSIT = /^receipt (.+)$/;
const BANK_DEPOSIT = /^bank deposit (\S+) via (.+)$/;
// `name · pkg_…`, `name → name · pkg_…`, `name · pkg_… · round 2`, `name · pkg_… · order 3`, `name · pkg_… · 2030-06-01`.
const PACKAGE = /^(.+?) · (pkg_\S+)(?: · (?:round (\d+)|order (\d+)|\d{4}-\d{2}-\d{2}))?$/;

const PACKAGE_TYPES = new Set([
  'PURCHASE', 'ADD', 'COMPOUND', 'REDEEM', 'UPGRADE', 'REFILL', 'PREMIUM', 'ISSUE_PREMIUM', 'RECALL_PREMIUM', 'SPECIAL_PACKAGE',
  'TRIAL_PACKAGE', 'CLAIM', 'FINE', 'REDEEM_FEE', 'INSURANCE_PROFIT', 'ENTRUST_PROFIT',
]);

/** The structured reading of a remark, or null when the record has none. */
export function recordNote(recordType: string, remark: string | null): RecordNote | null {
  if (remark === null || remark === '') return null;
  if (recordType === 'CONVERT' || recordType === 'CONVERT_FEE') {
    const match = CONVERT.exec(remark);
    if (match && isCreditType(match[1]!) && isCreditType(match[2]!)) return { kind: 'CONVERT', fromCoin: match[1], toCoin: match[2], orderId: match[3]! };
  }
  if (recordType === 'TRANSFER' || recordType === 'FEE') return { kind: 'TRANSFER', counterparty: remark };
  if (recordType === 'WITHDRAW' || recordType === 'WITHDRAWAL_FEE') {
    const match = WITHDRAWAL.exec(remark);
    if (match) return { kind: 'WITHDRAWAL', orderId: match[1]!, ...(match[2] ? { destination: match[2] } : {}) };
  }
  if (recordType === 'DEPOSIT') {
    const chain = CHAIN_DEPOSIT.exec(remark);
    if (chain) return { kind: 'DEPOSIT', orderId: chain[1]! };
    const bank = BANK_DEPOSIT.exec(remark);
    if (bank) return { kind: 'DEPOSIT', orderId: bank[1]!, destination: bank[2]! };
  }
  if (PACKAGE_TYPES.has(recordType)) {
    const match = PACKAGE.exec(remark);
    if (match) {
      return {
        kind: 'PACKAGE',
        packageName: match[1]!,
        orderId: match[2]!,
        ...(match[3] ? { round: Number(match[3]) } : {}),
        ...(match[4] ? { tradeOrder: Number(match[4]) } : {}),
      };
    }
  }
  return { kind: 'TEXT', text: remark };
}
