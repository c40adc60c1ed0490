// A record's note in the member's words: the platform sends the parts of its remark (credits,
// order, the other member), the catalogue words them. Nothing raw reaches the screen: credits
// are named, a transfer says which way it went.
import type { CoinName, RecordNoteKind } from '@/generated/graphql';

export interface NoteParts {
  kind: RecordNoteKind;
  fromCoin?: CoinName | null;
  toCoin?: CoinName | null;
  orderId?: string | null;
  counterparty?: string | null;
  destination?: string | null;
  packageName?: string | null;
  round?: number | null;
  tradeOrder?: number | null;
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
  | 'records.notes.packageOrder';

/** Either a catalogue message with its values, or free text (an operator's remark) shown as written. */
export type NoteMessage = { key: NoteKey; values: Record<string, string | number> } | { text: string };

/** The message of a note; `credit` names a credit in the member's language; `amount` tells a transfer's direction. */
export function noteMessage(note: NoteParts, amount: string, credit: (coin: CoinName) => string): NoteMessage | null {
  const order = note.orderId ?? '';
  switch (note.kind) {
    case 'CONVERT':
      if (note.fromCoin && note.toCoin) return { key: 'records.notes.convert', values: { from: credit(note.fromCoin), to: credit(note.toCoin), order } };
      break;
    case 'TRANSFER':
      if (note.counterparty) {
        return { key: amount.trim().startsWith('-') ? 'records.notes.transferOut' : 'records.notes.transferIn', values: { name: note.counterparty } };
      }
      break;
    case 'WITHDRAWAL':
      return note.destination
        ? { key: 'records.notes.withdrawalTo', values: { order, destination: note.destination } }
        : { key: 'records.notes.withdrawal', values: { order } };
    case 'DEPOSIT':
      return note.destination
        ? { key: 'records.notes.bankDeposit', values: { order, destination: note.destination } }
        : { key: 'records.notes.deposit', values: { order } };
    case 'PACKAGE': {
      const name = note.packageName ?? '';
      if (note.round != null) return { key: 'records.notes.packageRound', values: { name, order, round: note.round } };
      if (note.tradeOrder != null) return { key: 'records.notes.packageOrder', values: { name, order, tradeOrder: note.tradeOrder } };
      return { key: 'records.notes.package', values: { name, order } };
    }
    case 'TEXT':
      break;
  }
  return note.text ? { text: note.text } : null;
}
