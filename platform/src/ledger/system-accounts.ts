import type { CreditType } from '../credits/credit-types.ts';
import type { Tx } from '../db/database.ts';
import { systemAccountId } from './ledger.ts';

/**
 * Several system accounts at once, created (on first use) in sorted name order: two transactions
 * that first-create the same accounts then wait on each other in the same order, never in a cycle.
 */
export async function systemAccountIds(tx: Tx, wanted: { purpose: string; coin: CreditType }[]): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  const sorted = [...wanted].sort((a, b) => `${a.purpose}:${a.coin}`.localeCompare(`${b.purpose}:${b.coin}`));
  for (const { purpose, coin } of sorted) {
    const name = `${purpose}:${coin}`;
    if (!byName.has(name)) byName.set(name, await systemAccountId(tx, purpose, coin));
  }
  return byName;
}
