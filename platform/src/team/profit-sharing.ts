import { sql } from 'kysely';
import { assert } from '../errors.ts';
import { openLedgerStaging, postStagedTransfers } from '../ledger/bulk.ts';
import type { Tx } from '../db/database.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { formatMoney } from '../lib/money.ts';
import { TEAM_BONUS_ACCOUNT } from './bonuses.ts';

/** How far up the line a day's profit is shared: PROFIT_SHARING_1 … PROFIT_SHARING_3. */
export const PROFIT_SHARING_DEPTHS = 3;

/**
 * Profit sharing (docs/team.md, "Referral, rebates and profit sharing"), inside the daily profit
 * run's transaction, from the accruals it has just inserted (`accrual_new`): each ancestor at
 * depth d ≤ 3 of a member whose packages earned today, holding at least PROFIT_SHARING_d's rank,
 * earns PROFIT_SHARING_d × the day's profit of the members at that depth below them (credited and
 * compounded alike), truncated to 8 places: one payout, ledger transfer and record per
 * beneficiary and depth.
 *
 * Never twice: the accruals are unique per package and day, so a retried or second run of a day
 * finds no new accruals and shares nothing; a run that fails midway rolls back the accruals and
 * the sharing together. The payouts' event is the day and the batch's first accrual id, and
 * `bonus_payouts` is unique per event, beneficiary and kind besides.
 */
export async function shareDailyProfit(tx: Tx, day: string, creditedAt: Date, now: Date): Promise<{ payouts: number; total: string }> {
  const batch = await sql<{ first: string | null }>`select min(id)::text as first from accrual_new`.execute(tx);
  const first = batch.rows[0]?.first;
  if (!first) return { payouts: 0, total: '0' };
  await sql`create temp table if not exists profit_shares (
    n bigint, member_id text, depth integer, base numeric(30, 8), rate numeric(10, 8), amount numeric(30, 8)
  ) on commit drop`.execute(tx);
  await sql`truncate profit_shares`.execute(tx);
  await sql`
    insert into profit_shares
    select row_number() over (order by s.member_id, s.depth), s.member_id, s.depth, s.base, s.rate, s.amount
    from (
      select t.ancestor_id as member_id, t.depth, sum(n.profit) as base, r.rate, trunc(sum(n.profit) * r.rate, 8) as amount
      from accrual_new n
      join member_tree t on t.descendant_id = n.member_id and t.depth <= ${PROFIT_SHARING_DEPTHS}
      join team_bonus_rates r on r.key = 'PROFIT_SHARING_' || t.depth
      join members m on m.id = t.ancestor_id and m.level >= r.min_level
      group by t.ancestor_id, t.depth, r.rate
    ) s
    where s.amount > 0`.execute(tx);
  const totals = await sql<{ n: string; total: string | null }>`select count(*)::text as n, sum(amount)::text as total from profit_shares`.execute(tx);
  const payouts = Number(totals.rows[0]!.n);
  if (payouts === 0) return { payouts: 0, total: '0' };
  await sql`analyze profit_shares`.execute(tx);

  const stamp = day.replaceAll('-', '');
  const event = `PROFIT:${day}:${first}`;
  const transferId = sql<string>`'txn_ps_' || ${stamp} || '_' || ${first} || '_' || s.n`;
  const accounts = await systemAccountIds(tx, [{ purpose: TEAM_BONUS_ACCOUNT, coin: 'BONUS_POINT' }]);
  const source = accounts.get(`${TEAM_BONUS_ACCOUNT}:BONUS_POINT`)!;

  await openLedgerStaging(tx);
  await sql`
    insert into ledger_staging (transfer_id, record_type, memo, account_id, amount, seq)
    select ${transferId}, 'PROFIT_SHARING', ${event} || ' · ' || s.depth, a.id, s.amount, s.n * 2
    from profit_shares s join ledger_accounts a on a.member_id = s.member_id and a.coin_name = 'BONUS_POINT' and a.state = 'available'
    union all
    select ${transferId}, 'PROFIT_SHARING', ${event} || ' · ' || s.depth, ${source}, -s.amount, s.n * 2 + 1
    from profit_shares s`.execute(tx);
  const posted = await postStagedTransfers(tx, now);
  assert(posted.transfers === payouts && posted.entries === 2 * payouts, 'one two-line transfer per profit share');

  await sql`
    insert into bonus_payouts (id, event_id, beneficiary_id, kind, source_member_id, base_amount, rate, amount, record_type, transfer_id, created_at)
    select 'bon_ps_' || ${stamp} || '_' || ${first} || '_' || s.n, ${event}, s.member_id, 'PROFIT_SHARING_' || s.depth, null,
           s.base, s.rate, s.amount, 'PROFIT_SHARING', ${transferId}, ${now}
    from profit_shares s`.execute(tx);
  await sql`
    insert into asset_records (id, member_id, transfer_id, coin_name, record_type, receipt_number, amount, fee, actual_amount, status, remark, created_at)
    select 'rec_ps_' || ${stamp} || '_' || ${first} || '_' || s.n, s.member_id, ${transferId}, 'BONUS_POINT', 'PROFIT_SHARING',
           'S' || ${stamp} || lpad(${first}, 10, '0') || lpad(s.n::text, 6, '0'),
           s.amount, 0, s.amount, 'SUCCESS', ${day} || ' · L' || s.depth, ${creditedAt}
    from profit_shares s`.execute(tx);
  return { payouts, total: formatMoney(totals.rows[0]!.total ?? '0') };
}
