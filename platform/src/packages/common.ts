import type { Tx } from '../db/database.ts';
import { assert } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import type { RecordType } from '../credits/record-types.ts';
import { writeRecord } from '../assets/service.ts';
import { formatMoney, type Money } from '../lib/money.ts';

/** What buying, granting, fining and redeeming packages share: the platform's accounts and the member's records. */

/** The platform's side of package money (system accounts, one per credit). */
export const GRANTS_ACCOUNT = 'package-grants';
export const REDEEM_FEES_ACCOUNT = 'redeem-fees';
export const FINES_ACCOUNT = 'fines';
/** Funds the packages PIN codes open (and receives what codes are bought for: docs/pin-codes.md). */
export const PIN_CODES_ACCOUNT = 'pin-codes';

export function coinOf(value: string): CreditType {
  assert(isCreditType(value), `a package names a credit: ${value}`);
  return value;
}

export async function record(tx: Tx, input: { memberId: string; transferId: string; coin: string; type: RecordType; amount: Money; remark: string; now: Date; actual?: Money }) {
  const amount = formatMoney(input.amount);
  return writeRecord(tx, {
    memberId: input.memberId,
    transferId: input.transferId,
    coinName: coinOf(input.coin),
    recordType: input.type,
    amount,
    actualAmount: input.actual === undefined ? amount : formatMoney(input.actual),
    status: 'SUCCESS',
    remark: input.remark,
    now: input.now,
  });
}
