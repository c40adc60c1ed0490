import { RuleViolation } from '../errors.ts';
import type { Tx } from '../db/database.ts';
import { usableWithdrawalAddress } from '../withdrawal-address/service.ts';

export type Destination =
  | { kind: 'CHAIN'; addressId: string; addressType: string; address: string }
  | { kind: 'BANK'; bankAccountId: string; bankName: string; accountName: string; accountNumber: string };

/** A bound wallet address past its cooling period (the withdrawal-address domain decides). */
export async function chainDestination(tx: Tx, memberId: string, addressId: string, now: Date): Promise<Destination> {
  const address = await usableWithdrawalAddress(tx, memberId, addressId, now);
  return { kind: 'CHAIN', addressId: address.id, addressType: address.type, address: address.address };
}

/** One of the member's own bank accounts; its details are copied onto the order. */
export async function bankDestination(tx: Tx, memberId: string, bankAccountId: string): Promise<Destination> {
  const row = await tx
    .selectFrom('member_bank_accounts')
    .select(['id', 'bank_name', 'account_name', 'account_number'])
    .where('id', '=', bankAccountId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('BANK_ACCOUNT_NOT_FOUND');
  return { kind: 'BANK', bankAccountId: row.id, bankName: row.bank_name, accountName: row.account_name, accountNumber: row.account_number };
}
