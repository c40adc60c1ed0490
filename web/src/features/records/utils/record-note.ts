// A record's note in the member's words: the platform sends the parts of its remark (credits,
// the other member, a package's name, tickets, a day), the catalogue words them. Nothing raw
// reaches the list: credits are named, a transfer says which way it went, tickets count from 1,
// and an order's, offer's, package's or round's id is never part of the words — it is the
// note's `reference`, copyable in the record's details, and `link` says which screen shows it.
import type { CoinName, RecordNoteKind } from '@/generated/graphql';
import { ticketNumber } from '@/lib/ticket-number';

export interface NoteParts {
  kind: RecordNoteKind;
  fromCoin?: CoinName | null;
  toCoin?: CoinName | null;
  orderId?: string | null;
  counterparty?: string | null;
  destination?: string | null;
  packageName?: string | null;
  targetPackageName?: string | null;
  round?: number | null;
  tradeOrder?: number | null;
  firstTicket?: number | null;
  lastTicket?: number | null;
  quantity?: number | null;
  day?: string | null;
  depth?: number | null;
  text?: string | null;
}

export type NoteKey =
  | 'records.notes.convert'
  | 'records.notes.transferIn'
  | 'records.notes.transferOut'
  | 'records.notes.withdrawal'
  | 'records.notes.withdrawalTo'
  | 'records.notes.deposit'
  | 'records.notes.bankDeposit'
  | 'records.notes.package'
  | 'records.notes.packageRound'
  | 'records.notes.packageOrder'
  | 'records.notes.packageDay'
  | 'records.notes.packageUpgrade'
  | 'records.notes.otcEscrow'
  | 'records.notes.otcEscrowReturned'
  | 'records.notes.otcTrade'
  | 'records.notes.otcAppealHeld'
  | 'records.notes.otcAppealReleased'
  | 'records.notes.otcAppealReversed'
  | 'records.notes.jackpotTicket'
  | 'records.notes.jackpotTickets'
  | 'records.notes.jackpotWin'
  | 'records.notes.pinPurchase'
  | 'records.notes.bonus'
  | 'records.notes.profitSharing'
  | 'records.notes.game'
  | 'records.notes.fine'
  | 'records.notes.fineWithReason'
  | 'records.notes.adjustment'
  | 'records.notes.adjustmentWithRemark';

/** The screen that shows what a record belongs to (a key of `paths.app`). */
export type NoteLink = 'convert' | 'withdraw' | 'recharge' | 'package' | 'otc' | 'prize' | 'code' | 'gameIndex' | 'bonusReport' | 'transfer';

/** What the list shows of a note: a catalogue message with its values, or free text (an operator's remark) as written. */
export type NoteMessage = ({ key: NoteKey; values: Record<string, string | number> } | { text: string }) & {
  /** The id of the order, offer, package or round, for the details to offer as a copyable reference. */
  reference?: string;
  link?: NoteLink;
};

export interface Wording {
  /** A credit's name in the member's language. */
  credit(coin: CoinName): string;
  /** A `YYYY-MM-DD` day in the member's language. */
  day(day: string): string;
}

function packageMessage(note: NoteParts, day: (day: string) => string): NoteMessage {
  const name = note.packageName ?? '';
  if (note.targetPackageName) return { key: 'records.notes.packageUpgrade', values: { name, target: note.targetPackageName } };
  if (note.round != null) return { key: 'records.notes.packageRound', values: { name, round: note.round } };
  if (note.tradeOrder != null) return { key: 'records.notes.packageOrder', values: { name, tradeOrder: note.tradeOrder } };
  if (note.day) return { key: 'records.notes.packageDay', values: { name, day: day(note.day) } };
  return { key: 'records.notes.package', values: { name } };
}

function message(note: NoteParts, amount: string, wording: Wording): NoteMessage | null {
  switch (note.kind) {
    case 'CONVERT':
      if (note.fromCoin && note.toCoin) return { key: 'records.notes.convert', values: { from: wording.credit(note.fromCoin), to: wording.credit(note.toCoin) }, link: 'convert' };
      break;
    case 'TRANSFER':
      if (note.counterparty) {
        return { key: amount.trim().startsWith('-') ? 'records.notes.transferOut' : 'records.notes.transferIn', values: { name: note.counterparty }, link: 'transfer' };
      }
      break;
    case 'WITHDRAWAL':
      return note.destination
        ? { key: 'records.notes.withdrawalTo', values: { destination: note.destination }, link: 'withdraw' }
        : { key: 'records.notes.withdrawal', values: {}, link: 'withdraw' };
    case 'DEPOSIT':
      // A chain deposit's order is the member's own receipt (the reference they gave); a bank deposit's is ours.
      return note.destination
        ? { key: 'records.notes.bankDeposit', values: { destination: note.destination }, link: 'recharge' }
        : { key: 'records.notes.deposit', values: {}, link: 'recharge' };
    case 'PACKAGE':
      return { ...packageMessage(note, wording.day), link: 'package' };
    case 'OTC_ESCROW':
      return { key: 'records.notes.otcEscrow', values: {}, link: 'otc' };
    case 'OTC_ESCROW_RETURNED':
      return { key: 'records.notes.otcEscrowReturned', values: {}, link: 'otc' };
    case 'OTC_TRADE':
      return { key: 'records.notes.otcTrade', values: {}, link: 'otc' };
    case 'OTC_APPEAL_HELD':
      return { key: 'records.notes.otcAppealHeld', values: {}, link: 'otc' };
    case 'OTC_APPEAL_RELEASED':
      return { key: 'records.notes.otcAppealReleased', values: {}, link: 'otc' };
    case 'OTC_APPEAL_REVERSED':
      return { key: 'records.notes.otcAppealReversed', values: {}, link: 'otc' };
    case 'JACKPOT_ENTRY':
      if (note.firstTicket != null) {
        const first = ticketNumber(note.firstTicket);
        const last = ticketNumber(note.lastTicket ?? note.firstTicket);
        return first === last
          ? { key: 'records.notes.jackpotTicket', values: { ticket: first }, link: 'prize' }
          : { key: 'records.notes.jackpotTickets', values: { first, last }, link: 'prize' };
      }
      break;
    case 'JACKPOT_WIN':
      if (note.firstTicket != null) return { key: 'records.notes.jackpotWin', values: { ticket: ticketNumber(note.firstTicket) }, link: 'prize' };
      break;
    case 'PIN_PURCHASE':
      return { key: 'records.notes.pinPurchase', values: { name: note.packageName ?? '', quantity: note.quantity ?? 1 }, link: 'code' };
    case 'BONUS':
      return { key: 'records.notes.bonus', values: { name: note.packageName ?? '', buyer: note.counterparty ?? '' }, link: 'bonusReport' };
    case 'PROFIT_SHARING':
      if (note.day && note.depth != null) return { key: 'records.notes.profitSharing', values: { day: wording.day(note.day), depth: note.depth }, link: 'bonusReport' };
      break;
    case 'GAME':
      if (note.destination) return { key: 'records.notes.game', values: { account: note.destination }, link: 'gameIndex' };
      break;
    case 'FINE':
      return note.text ? { key: 'records.notes.fineWithReason', values: { reason: note.text }, link: 'package' } : { key: 'records.notes.fine', values: {}, link: 'package' };
    case 'ADJUSTMENT':
      return note.text ? { key: 'records.notes.adjustmentWithRemark', values: { remark: note.text } } : { key: 'records.notes.adjustment', values: {} };
    case 'TEXT':
      break;
  }
  return note.text ? { text: note.text } : null;
}

/** The message of a note, with the id it refers to (if any) as its reference. `amount` tells a transfer's direction. */
export function noteMessage(note: NoteParts, amount: string, wording: Wording): NoteMessage | null {
  const worded = message(note, amount, wording);
  if (!worded) return null;
  return note.orderId ? { ...worded, reference: note.orderId } : worded;
}
