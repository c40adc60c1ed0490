// What the "actual amount" of a record is called follows its sign: what arrived is received,
// what left was sent (to a member, a payout address, a game) or paid (a package, a premium, a
// fee, a convert).
import type { AssetRecordType } from '@/generated/graphql';

export type ActualAmountKey = 'records.actualAmount' | 'records.actualSent' | 'records.actualPaid';

/** Outgoing records that send credits somewhere rather than pay for something. */
const SENT: ReadonlySet<AssetRecordType> = new Set<AssetRecordType>(['TRANSFER', 'WITHDRAW', 'GAME_TRANSFER_OUT']);

/** The catalogue key naming a record's actual amount (its amount when it has none). */
export function actualAmountKey(record: { recordType: AssetRecordType; amount: string; actualAmount?: string | null }): ActualAmountKey {
  const value = (record.actualAmount ?? record.amount).trim();
  if (!value.startsWith('-')) return 'records.actualAmount';
  return SENT.has(record.recordType) ? 'records.actualSent' : 'records.actualPaid';
}
