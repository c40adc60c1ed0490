import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { isPositiveDecimal } from '../lib/amounts.ts';
import { formatMoney } from '../lib/money.ts';
import type { DepositConfig } from './config.ts';

/**
 * The deposit settings in force: the environment's (DEPOSIT_MIN_USDT, DEPOSIT_MULTIPLE) with an
 * admin's overrides from the console (`deposit_settings`, 0029-money-settings), read per request.
 */
export async function depositSettings(db: Db, environment: DepositConfig): Promise<DepositConfig> {
  const row = await db.selectFrom('deposit_settings').selectAll().executeTakeFirst();
  if (!row) return environment;
  return {
    ...environment,
    minAmount: row.min_amount === null ? environment.minAmount : formatMoney(row.min_amount),
    multiple: row.multiple === null ? environment.multiple : formatMoney(row.multiple),
  };
}

/** The settings as an operator reads them: those in force and the environment's beneath. */
export async function operatorDepositSettings(db: Db, environment: DepositConfig) {
  const shown = (config: DepositConfig) => ({ minAmount: formatMoney(config.minAmount), multiple: config.multiple === undefined ? null : formatMoney(config.multiple) });
  return { ...shown(await depositSettings(db, environment)), environment: shown(environment) };
}

/** Changes the overrides (each a decimal above 0), or drops them all (`useEnvironment`). */
export async function setDepositSettings(db: Db, environment: DepositConfig, change: { minAmount?: string; multiple?: string; useEnvironment?: boolean }, now: Date) {
  if (change.useEnvironment) {
    await db.deleteFrom('deposit_settings').execute();
    return operatorDepositSettings(db, environment);
  }
  for (const field of ['minAmount', 'multiple'] as const) {
    const value = change[field];
    if (value !== undefined && !isPositiveDecimal(value)) throw new RuleViolation('VALIDATION', { detail: `${field} is out of range` });
  }
  const values = {
    ...(change.minAmount === undefined ? {} : { min_amount: change.minAmount }),
    ...(change.multiple === undefined ? {} : { multiple: change.multiple }),
    updated_at: now,
  };
  await db
    .insertInto('deposit_settings')
    .values({ id: true, ...values } as never)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return operatorDepositSettings(db, environment);
}
