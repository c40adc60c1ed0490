import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { isPositiveDecimal } from '../lib/amounts.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';
import type { WithdrawalConfig } from './config.ts';

/**
 * The withdrawal settings in force: the environment's (WITHDRAWAL_FEE, WITHDRAWAL_MIN, …) with an
 * admin's overrides from the console (`withdrawal_settings`, 0029-money-settings). Read per
 * request, so a change applies to the next withdrawal without a restart.
 */
export async function withdrawalSettings(db: Db, environment: WithdrawalConfig): Promise<WithdrawalConfig> {
  const row = await db.selectFrom('withdrawal_settings').selectAll().executeTakeFirst();
  if (!row) return environment;
  return {
    fee: row.fee_type !== null && row.fee_value !== null ? { type: row.fee_type, value: formatMoney(row.fee_value) } : environment.fee,
    minAmount: row.min_amount === null ? environment.minAmount : formatMoney(row.min_amount),
    maxAmount: row.max_amount === null ? environment.maxAmount : formatMoney(row.max_amount),
    multiple: row.multiple === null ? environment.multiple : formatMoney(row.multiple),
  };
}

/** The settings as an operator reads them: those in force and the environment's beneath. */
export async function operatorWithdrawalSettings(db: Db, environment: WithdrawalConfig) {
  const shown = (config: WithdrawalConfig) => ({
    feeType: config.fee.type,
    feeValue: formatMoney(config.fee.value),
    minAmount: formatMoney(config.minAmount),
    maxAmount: formatMoney(config.maxAmount),
    multiple: config.multiple === undefined ? null : formatMoney(config.multiple),
  });
  return { ...shown(await withdrawalSettings(db, environment)), environment: shown(environment) };
}

export interface WithdrawalSettingsChange {
  feeType?: 'FIXED' | 'RATIO';
  feeValue?: string;
  minAmount?: string;
  maxAmount?: string;
  multiple?: string;
  /** True: every override goes, the environment's values apply again. */
  useEnvironment?: boolean;
}

/** Changes the overrides; each value is checked, and the minimum may not exceed the maximum in force. */
export async function setWithdrawalSettings(db: Db, environment: WithdrawalConfig, change: WithdrawalSettingsChange, now: Date) {
  const invalid = (field: string) => new RuleViolation('VALIDATION', { detail: `${field} is out of range` });
  if (change.useEnvironment) {
    await db.deleteFrom('withdrawal_settings').execute();
    return operatorWithdrawalSettings(db, environment);
  }
  for (const field of ['minAmount', 'maxAmount', 'multiple'] as const) {
    const value = change[field];
    if (value !== undefined && !isPositiveDecimal(value)) throw invalid(field);
  }
  if ((change.feeType === undefined) !== (change.feeValue === undefined)) throw invalid('feeType and feeValue');
  if (change.feeValue !== undefined) {
    // A fixed fee is an amount; a ratio a fraction of the amount, below 1.
    if (!isDecimalString(change.feeValue) || money(change.feeValue).isNegative()) throw invalid('feeValue');
    if (change.feeType === 'RATIO' && money(change.feeValue).gte(1)) throw invalid('feeValue');
  }
  const current = await withdrawalSettings(db, environment);
  if (money(change.minAmount ?? current.minAmount).greaterThan(change.maxAmount ?? current.maxAmount)) throw invalid('minAmount');
  const values = {
    ...(change.feeType === undefined ? {} : { fee_type: change.feeType, fee_value: change.feeValue! }),
    ...(change.minAmount === undefined ? {} : { min_amount: change.minAmount }),
    ...(change.maxAmount === undefined ? {} : { max_amount: change.maxAmount }),
    ...(change.multiple === undefined ? {} : { multiple: change.multiple }),
    updated_at: now,
  };
  await db
    .insertInto('withdrawal_settings')
    .values({ id: true, ...values } as never)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return operatorWithdrawalSettings(db, environment);
}
