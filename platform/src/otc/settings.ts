import type { Db, Tx } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';
import { coinOf, OTC_COIN, type FeePayer } from './common.ts';

/** The OTC settings (operator configuration): the paying credit, the fee rate, who pays the fee. */

export interface OtcSettings {
  /** The credit a buyer pays with; an offer's price is in this credit per 1 USDT_POINT. */
  payCoinName: CreditType;
  /** The fee as a fraction of what the fee payer receives. */
  feeRatio: string;
  /** SELLER: the fee is taken from the seller's proceeds (paying credit); BUYER: from the USDT_POINT the buyer receives. */
  feePayer: FeePayer;
}

export async function otcSettings(db: Db | Tx): Promise<OtcSettings> {
  const row = await db.selectFrom('otc_config').select(['pay_coin', 'fee_ratio', 'fee_payer']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { payCoinName: coinOf(row.pay_coin), feeRatio: formatMoney(row.fee_ratio), feePayer: row.fee_payer };
}

/** Operator: change the paying credit (for offers published from now on), the fee rate or the fee payer (for fills from now on). */
export async function setOtcSettings(db: Db, input: { payCoinName?: string | undefined; feeRatio?: string | undefined; feePayer?: FeePayer | undefined }, now: Date) {
  if (input.payCoinName !== undefined && (!isCreditType(input.payCoinName) || input.payCoinName === OTC_COIN)) {
    throw new RuleViolation('VALIDATION', { detail: 'payCoinName is a credit other than USDT_POINT' });
  }
  if (input.feeRatio !== undefined && (!isDecimalString(input.feeRatio) || money(input.feeRatio).isNegative() || money(input.feeRatio).greaterThanOrEqualTo(1))) {
    throw new RuleViolation('VALIDATION', { detail: 'feeRatio is a decimal from 0 to below 1' });
  }
  await db
    .updateTable('otc_config')
    .set({
      ...(input.payCoinName === undefined ? {} : { pay_coin: input.payCoinName }),
      ...(input.feeRatio === undefined ? {} : { fee_ratio: input.feeRatio }),
      ...(input.feePayer === undefined ? {} : { fee_payer: input.feePayer }),
      updated_at: now,
    })
    .where('id', '=', 1)
    .execute();
  return otcSettings(db);
}
