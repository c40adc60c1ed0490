// A record's remark, as the platform writes it, read back as structured parts so a client can
// word it in the member's language: the credits of a convert, the other member of a transfer,
// the order and destination of a withdrawal, the package of a package movement, the offer or
// trade of a P2P movement, the round and tickets of a jackpot entry. A remark the platform did
// not write (an operator's note) stays text. Every record type the platform writes has a kind
// here (test/record-note.test.ts walks them all).
import { isCreditType, type CreditType } from '../credits/credit-types.ts';

export const RECORD_NOTE_KINDS = [
  'CONVERT',
  'TRANSFER',
  'WITHDRAWAL',
  'DEPOSIT',
  'PACKAGE',
  'OTC_ESCROW',
  'OTC_ESCROW_RETURNED',
  'OTC_TRADE',
  'OTC_APPEAL_HELD',
  'OTC_APPEAL_RELEASED',
  'OTC_APPEAL_REVERSED',
  'JACKPOT_ENTRY',
  'JACKPOT_WIN',
  'PIN_PURCHASE',
  'BONUS',
  'PROFIT_SHARING',
  'GAME',
  'FINE',
  'ADJUSTMENT',
  'TEXT',
] as const;

export type RecordNoteKind = (typeof RECORD_NOTE_KINDS)[number];

export interface RecordNote {
  kind: RecordNoteKind;
  fromCoin?: CreditType;
  toCoin?: CreditType;
  orderId?: string;
  counterparty?: string;
  destination?: string;
  packageName?: string;
  targetPackageName?: string;
  round?: number;
  tradeOrder?: number;
  firstTicket?: number;
  lastTicket?: number;
  quantity?: number;
  day?: string;
  depth?: number;
  text?: string;
}

// \u2192 is the arrow (→), \u2013 the dash (–) and \u00d7 the times sign (×) the remarks are written
// with: the compiled bundle stays Latin-1 (scripts/build.ts).
const CONVERT = /^([A-Z_]+) \u2192 ([A-Z_]+)(?:, order | · )(\S+)$/;
const WITHDRAWAL = /^(wdr_\S+)(?: \u2192 (.+))?$/;
const CHAIN_DEPOSIT = /^receipt (.+)$/;
const BANK_DEPOSIT = /^bank deposit (\S+) via (.+)$/;
// `name · pkg_…`, `name → name · pkg_…`, then maybe `· round 2`, `· order 3`, `· 2030-06-01`,
// `· PIN …`, `· commitment cmt_…` or `· free commitment cmt_…`.
const PACKAGE = /^(.+?) · (pkg_\S+)(?: · (?:round (\d+)|order (\d+)|(\d{4}-\d{2}-\d{2})|PIN \S+|(?:free )?commitment \S+))?$/;
const UPGRADE = /^(.+?) \u2192 (.+)$/;
const OTC_OFFER = /^OTC offer (\S+): (escrow|cancelled, escrow returned)$/;
const OTC_TRADE = /^OTC trade (\S+?)(?:: (frozen for appeal|appeal released|appeal reversed))?$/;
const JACKPOT_ENTRY = /^round (\S+), tickets (\d+)\u2013(\d+)$/;
const JACKPOT_WIN = /^round (\S+), winning ticket (\d+)$/;
const PIN_PURCHASE = /^(.+) \u00d7 (\d+)$/;
// `buyer · package name`: what a team bonus or rebate was paid on.
const BONUS = /^(\S+) · (.+)$/;
const PROFIT_SHARING = /^(\d{4}-\d{2}-\d{2}) · L(\d+)$/;
// `reason · pkg_…`: the operator's reason (free text) and the fined package.
const FINE = /^(.*) · (pkg_\S+)$/;

const PACKAGE_TYPES = new Set([
  'PURCHASE', 'ADD', 'COMPOUND', 'REDEEM', 'UPGRADE', 'REFILL', 'PREMIUM', 'ISSUE_PREMIUM', 'RECALL_PREMIUM', 'SPECIAL_PACKAGE',
  'TRIAL_PACKAGE', 'CLAIM', 'REDEEM_FEE', 'INSURANCE_PROFIT', 'ENTRUST_PROFIT', 'PIN_ACTIVATE',
]);

const BONUS_TYPES = new Set([
  'SPONSOR_BONUS', 'LEVEL_BONUS', 'ENTRUST_OVERRIDING_BONUS', 'ENTRUST_PAR_BONUS', 'INSURANCE_OVERRIDING_BONUS', 'INSURANCE_PAR_BONUS',
  'REFERRAL_OVERRIDING_BONUS', 'REFERRAL_PAR_BONUS', 'PERSONAL_REBATE', 'TEAM_REBATE',
]);

const OTC_TRADE_KINDS: Record<string, RecordNoteKind> = {
  'frozen for appeal': 'OTC_APPEAL_HELD',
  'appeal released': 'OTC_APPEAL_RELEASED',
  'appeal reversed': 'OTC_APPEAL_REVERSED',
};

function packageNote(remark: string): RecordNote | null {
  const match = PACKAGE.exec(remark);
  if (!match) return null;
  const upgrade = UPGRADE.exec(match[1]!);
  return {
    kind: 'PACKAGE',
    packageName: upgrade ? upgrade[1]! : match[1]!,
    ...(upgrade ? { targetPackageName: upgrade[2]! } : {}),
    orderId: match[2]!,
    ...(match[3] ? { round: Number(match[3]) } : {}),
    ...(match[4] ? { tradeOrder: Number(match[4]) } : {}),
    ...(match[5] ? { day: match[5] } : {}),
  };
}

function structuredNote(recordType: string, remark: string): RecordNote | null {
  if (recordType === 'CONVERT' || recordType === 'CONVERT_FEE') {
    const match = CONVERT.exec(remark);
    if (match && isCreditType(match[1]!) && isCreditType(match[2]!)) return { kind: 'CONVERT', fromCoin: match[1], toCoin: match[2], orderId: match[3]! };
  }
  if (recordType === 'TRANSFER' || recordType === 'FEE') return { kind: 'TRANSFER', counterparty: remark };
  if (recordType === 'WITHDRAW' || recordType === 'WITHDRAWAL_FEE' || recordType === 'GAS_FEE') {
    const match = WITHDRAWAL.exec(remark);
    if (match) return { kind: 'WITHDRAWAL', orderId: match[1]!, ...(match[2] ? { destination: match[2] } : {}) };
  }
  if (recordType === 'DEPOSIT') {
    const chain = CHAIN_DEPOSIT.exec(remark);
    if (chain) return { kind: 'DEPOSIT', orderId: chain[1]! };
    const bank = BANK_DEPOSIT.exec(remark);
    if (bank) return { kind: 'DEPOSIT', orderId: bank[1]!, destination: bank[2]! };
  }
  if (PACKAGE_TYPES.has(recordType)) return packageNote(remark);
  if (recordType === 'OTC_SELL' || recordType === 'OTC_BUY' || recordType === 'OTC_FEE') {
    const offer = OTC_OFFER.exec(remark);
    if (offer) return { kind: offer[2] === 'escrow' ? 'OTC_ESCROW' : 'OTC_ESCROW_RETURNED', orderId: offer[1]! };
    const trade = OTC_TRADE.exec(remark);
    if (trade) return { kind: trade[2] ? OTC_TRADE_KINDS[trade[2]]! : 'OTC_TRADE', orderId: trade[1]! };
  }
  if (recordType === 'JACKPOT_ENTRY') {
    const match = JACKPOT_ENTRY.exec(remark);
    if (match) return { kind: 'JACKPOT_ENTRY', orderId: match[1]!, firstTicket: Number(match[2]), lastTicket: Number(match[3]) };
  }
  if (recordType === 'JACKPOT_PROFIT') {
    const match = JACKPOT_WIN.exec(remark);
    if (match) return { kind: 'JACKPOT_WIN', orderId: match[1]!, firstTicket: Number(match[2]), lastTicket: Number(match[2]) };
  }
  if (recordType === 'PIN_PURCHASE' || recordType === 'PIN_TRANSFER') {
    const match = PIN_PURCHASE.exec(remark);
    if (match) return { kind: 'PIN_PURCHASE', packageName: match[1]!, quantity: Number(match[2]) };
  }
  if (BONUS_TYPES.has(recordType)) {
    const match = BONUS.exec(remark);
    if (match) return { kind: 'BONUS', counterparty: match[1]!, packageName: match[2]! };
  }
  if (recordType === 'PROFIT_SHARING') {
    const match = PROFIT_SHARING.exec(remark);
    if (match) return { kind: 'PROFIT_SHARING', day: match[1]!, depth: Number(match[2]) };
  }
  if (recordType === 'GAME_TRANSFER_IN' || recordType === 'GAME_TRANSFER_OUT') return { kind: 'GAME', destination: remark };
  if (recordType === 'FINE') {
    const match = FINE.exec(remark);
    if (match) return { kind: 'FINE', orderId: match[2]!, ...(match[1] ? { text: match[1] } : {}) };
  }
  if (recordType === 'ADJUST_IN' || recordType === 'ADJUST_OUT') return { kind: 'ADJUSTMENT', text: remark };
  return null;
}

/** The structured reading of a remark, or null when the record has none. */
export function recordNote(recordType: string, remark: string | null): RecordNote | null {
  if (remark === null || remark === '') {
    // An operator's adjustment may come without a remark: it is still the operator's.
    return recordType === 'ADJUST_IN' || recordType === 'ADJUST_OUT' ? { kind: 'ADJUSTMENT' } : null;
  }
  return structuredNote(recordType, remark) ?? { kind: 'TEXT', text: remark };
}
