import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import type { RecordType } from '../credits/record-types.ts';
import { writeRecord } from '../assets/service.ts';
import { formatMoney, money, type Money } from '../lib/money.ts';

/** Peer-to-peer trading of USDT_POINT (SPEC "OTC"): rules, arithmetic and a worked example in docs/otc.md. */

/** What the offers, trades, chat, appeals and ratings of the area share. */

/** The credit offered and sold. */
export const OTC_COIN: CreditType = 'USDT_POINT';
/** The platform's account of OTC fees, per credit. */
export const OTC_FEES_ACCOUNT = 'otc-fees';

export type FeePayer = 'SELLER' | 'BUYER';
export type TradeRole = 'BUYER' | 'SELLER';
export type AppealDecision = 'RELEASE' | 'REVERSE';

const AMOUNT_PATTERN = /^\d{1,22}(\.\d{1,2})?$/;

/** An amount of USDT_POINT a member enters: above 0, at most 2 decimal places. */
export function otcAmount(value: string): Money {
  if (!AMOUNT_PATTERN.test(value) || !money(value).greaterThan(0)) throw new RuleViolation('OTC_AMOUNT_INVALID');
  return money(value);
}

export function coinOf(value: string): CreditType {
  assert(isCreditType(value), `an OTC amount names a credit: ${value}`);
  return value;
}

export const m = (value: string) => money(formatMoney(value));

/** The area is the member's only while their profile flag otcStatus is 1 (operator: `pnpm admin flags <user> --otc 1`). */
export async function refuseUnlessOtcEnabled(db: Db | Tx, memberId: string): Promise<void> {
  const row = await db.selectFrom('members').select('otc_status').where('id', '=', memberId).executeTakeFirst();
  if (row?.otc_status !== 1) throw new RuleViolation('OTC_AREA_DISABLED');
}

export async function record(tx: Tx, input: { memberId: string; transferId: string; coin: CreditType; type: RecordType; amount: Money; remark: string; now: Date }) {
  return writeRecord(tx, {
    memberId: input.memberId,
    transferId: input.transferId,
    coinName: input.coin,
    recordType: input.type,
    amount: formatMoney(input.amount),
    actualAmount: formatMoney(input.amount),
    status: 'SUCCESS',
    remark: input.remark,
    now: input.now,
  });
}
