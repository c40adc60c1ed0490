import type { Locale } from '@portal/envelope/catalogue';
import type { Db } from '../db/database.ts';
import { recordTypeName } from '../credits/record-types.ts';
import { formatMoney } from '../lib/money.ts';

export interface BalanceHistoryFilter {
  coinName?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * A member's ledger lines, newest first: each movement of one of their accounts (a credit in one
 * state) with the balance before and after it, as the ledger wrote them. What an operator reads
 * to explain a balance; the member's own records are the `asset_records` beside these.
 */
export async function balanceHistory(db: Db, memberId: string, filter: BalanceHistoryFilter, locale: Locale) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.member_id', '=', memberId);
  if (filter.coinName) query = query.where('a.coin_name', '=', filter.coinName);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['e.id', 'e.transfer_id', 'a.coin_name', 'a.state', 't.record_type', 'e.amount', 'e.balance_before', 'e.balance_after', 'e.created_at'])
      .orderBy('e.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      transactionNumber: row.transfer_id,
      coinName: row.coin_name,
      state: row.state,
      recordType: row.record_type,
      recordTypeName: recordTypeName(row.record_type, locale),
      amount: formatMoney(row.amount),
      balanceBefore: formatMoney(row.balance_before),
      balanceAfter: formatMoney(row.balance_after),
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(total),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}
