import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType } from '../credits/credit-types.ts';
import { openLedgerStaging, postStagedTransfers } from '../ledger/bulk.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { addDays, dayStart, daysBetween, gmt8Day, isDay } from '../lib/gmt8.ts';
import { formatMoney } from '../lib/money.ts';
import { shareDailyProfit } from '../team/profit-sharing.ts';
import { notifyMany } from '../notifications/service.ts';
import { ORDERS_PER_PREMIUM } from '../insurance/premiums.ts';

/** The platform's side of every daily profit: one system account per credit. */
export const PROFIT_ACCOUNT = 'package-profit';

/** Several replicas may call the run; a transaction-scoped advisory lock lets one of them do it. */
const ACCRUAL_LOCK_KEY = 0x5041434b;

/** Memory for the run's sorts and hashes (PostgreSQL's default of 4MB spills them to disk at 100,000 packages). */
const RUN_WORK_MEM = '64MB';

/** A catch-up after a long stop is done in slices of at most this many days per call. */
export const MAX_CATCH_UP_DAYS = 400;

export interface DayResult {
  day: string;
  /** False when another run held the lock (it credits the day instead). */
  ran: boolean;
  accrued: number;
  renewed: number;
  totalProfit: string;
}

/**
 * Credits one GMT+8 day to every package due on it, set-based: renew entrust packages whose
 * redeem window has passed, insert one accrual per due package (unique per package and day, so
 * a second run of the day inserts nothing), number the insured trade orders, add compounded
 * profit to the principal, then write the ledger transfers (one per accrual: the member's line
 * and the platform's) and the member records in bulk. All in one transaction.
 *
 * Due on day D: a package active at 00:00 GMT+8 of D (so one redeemed after that but before the
 * run still gets the day, credited rather than compounded) whose start day S satisfies
 * S < D ≤ end day. Profit is principal × daily ratio, truncated to 8 places (docs/products.md).
 */
export async function accrueDay(db: Db, day: string, now: Date): Promise<DayResult> {
  if (!isDay(day)) throw new RuleViolation('VALIDATION', { detail: 'date must be YYYY-MM-DD' });
  const today = gmt8Day(now);
  if (daysBetween(today, day) > 0) throw new RuleViolation('ACCRUAL_DATE_IN_FUTURE', { today });
  const creditedAt = dayStart(day);
  return db.transaction().execute(async (tx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${ACCRUAL_LOCK_KEY}) as locked`.execute(tx);
    if (!lock.rows[0]?.locked) return { day, ran: false, accrued: 0, renewed: 0, totalProfit: '0' };
    // The run sorts and hashes a few hundred thousand rows: in memory, not in temporary files (this transaction only).
    await sql`select set_config('work_mem', ${RUN_WORK_MEM}, true)`.execute(tx);

    const renewed = await sql`
      update member_packages
      set end_day = end_day + contract_days * ceil((${day}::date - end_day)::numeric / contract_days)::int,
          renewals = renewals + ceil((${day}::date - end_day)::numeric / contract_days)::int,
          updated_at = ${now}
      where kind = 'ENTRUST' and status = 'ACTIVE' and end_day < ${day}::date`.execute(tx);

    await sql`create temp table if not exists accrual_new (
      id bigint, package_id text, member_id text, profit numeric(30, 8), compounded boolean, premium_id text, transfer_id text
    ) on commit drop`.execute(tx);
    await sql`truncate accrual_new`.execute(tx);
    await sql`
      with inserted as (
        insert into package_accruals (package_id, day, member_id, profit, compounded, premium_id, trade_order, transfer_id, created_at)
        select p.id, ${day}::date, p.member_id, trunc(p.principal * p.daily_profit_ratio, 8), p.auto_add and p.status = 'ACTIVE',
               pr.id, case when pr.id is null then null else pr.orders_used + 1 end,
               'txn_acc_' || replace(${day}, '-', '') || '_' || p.id, ${now}
        from member_packages p
        left join insurance_premiums pr on pr.package_id = p.id and pr.status = 'PAID' and pr.orders_used < 6
        where (p.status = 'ACTIVE' or p.redeemed_at >= ${creditedAt})
          and p.start_day < ${day}::date and ${day}::date <= p.end_day
          and trunc(p.principal * p.daily_profit_ratio, 8) > 0
        on conflict (package_id, day) do nothing
        returning id, package_id, member_id, profit, compounded, premium_id, transfer_id
      )
      insert into accrual_new select * from inserted`.execute(tx);
    // Temporary tables have no statistics until analyzed; without them the joins below plan as nested loops.
    await sql`analyze accrual_new`.execute(tx);

    const totals = await sql<{ n: string; profit: string | null }>`select count(*)::text as n, sum(profit)::text as profit from accrual_new`.execute(tx);
    const accrued = Number(totals.rows[0]!.n);
    if (accrued > 0) {
      await postAccruals(tx, day, creditedAt, now);
      // The upline's share of the day's profit, in the same transaction: shared once with the accruals.
      await shareDailyProfit(tx, day, creditedAt, now);
      await notifyAccruals(tx, day, now);
    }

    await sql`
      insert into accrual_runs (day, accrued, finished_at) values (${day}::date, ${accrued}, ${now})
      on conflict (day) do update set accrued = accrual_runs.accrued + excluded.accrued, finished_at = excluded.finished_at`.execute(tx);
    return { day, ran: true, accrued, renewed: Number(renewed.numAffectedRows ?? 0), totalProfit: formatMoney(totals.rows[0]!.profit ?? '0') };
  });
}

/**
 * In the run's transaction: one DAILY_PROFIT digest per member and day, however many packages
 * (a later run of the same day updates the digest's figures and queues no second message), and
 * PREMIUM_DUE for each premium this run used up.
 */
async function notifyAccruals(tx: Tx, day: string, now: Date): Promise<void> {
  await notifyMany(
    tx,
    'DAILY_PROFIT',
    sql`
      select t.member_id,
             jsonb_build_object('day', ${day}::text, 'packages', sum(t.packages)::text,
                                'summary', string_agg(t.total || ' ' || t.coin, ', ' order by t.coin)) as params,
             'DAILY_PROFIT:' || ${day}::text as dedupe_key
      from (
        select a.member_id, case when a.compounded then p.buy_coin else p.profit_coin end as coin,
               regexp_replace(round(sum(a.profit), 8)::text, '\.?0+$', '') as total, count(*) as packages
        from package_accruals a join member_packages p on p.id = a.package_id
        where a.day = ${day}::date and a.member_id in (select member_id from accrual_new)
        group by 1, 2
      ) t
      group by t.member_id`,
    now,
  );
  await notifyMany(
    tx,
    'PREMIUM_DUE',
    sql`
      select p.member_id, jsonb_build_object('packageId', p.id, 'packageName', c.name) as params, 'PREMIUM_DUE:' || pr.id as dedupe_key
      from accrual_new n
      join insurance_premiums pr on pr.id = n.premium_id
      join member_packages p on p.id = pr.package_id
      join package_catalogue c on c.id = p.catalogue_id
      where pr.orders_used >= ${ORDERS_PER_PREMIUM} and p.status = 'ACTIVE'`,
    now,
  );
}

/** The money side of the day's new accruals (in `accrual_new`): premiums, principals, ledger, records. */
async function postAccruals(tx: Tx, day: string, creditedAt: Date, now: Date): Promise<void> {
  await sql`
    update insurance_premiums pr set orders_used = pr.orders_used + 1, updated_at = ${now}
    from accrual_new n where n.premium_id = pr.id`.execute(tx);
  await sql`
    update member_packages p set principal = p.principal + n.profit, updated_at = ${now}
    from accrual_new n where n.package_id = p.id and n.compounded`.execute(tx);

  // Credited profit goes to the profit credit's available balance; compounded profit into the package (locked buy credit).
  await sql`create temp table if not exists accrual_lines (
    accrual_id bigint, transfer_id text, member_id text, record_type text, coin_name text, state text, amount numeric(30, 8), remark text
  ) on commit drop`.execute(tx);
  await sql`truncate accrual_lines`.execute(tx);
  await sql`
    insert into accrual_lines
    select n.id, n.transfer_id, n.member_id,
           case when p.kind = 'INSURANCE' then (case when n.compounded then 'COMPOUND' else 'INSURANCE_PROFIT' end)
                else (case when n.compounded then 'ADD' else 'ENTRUST_PROFIT' end) end,
           case when n.compounded then p.buy_coin else p.profit_coin end,
           case when n.compounded then 'locked' else 'available' end,
           n.profit,
           c.name || ' · ' || p.id || ' · ' || ${day}
    from accrual_new n join member_packages p on p.id = n.package_id join package_catalogue c on c.id = p.catalogue_id`.execute(tx);
  await sql`analyze accrual_lines`.execute(tx);

  const coins = await sql<{ coin_name: string }>`select distinct coin_name from accrual_lines order by coin_name`.execute(tx);
  const system = await systemAccountIds(
    tx,
    coins.rows.map((row) => {
      assert(isCreditType(row.coin_name), `a package names a credit: ${row.coin_name}`);
      return { purpose: PROFIT_ACCOUNT, coin: row.coin_name };
    }),
  );
  assert(system.size === coins.rows.length, 'one profit account per credit');

  await openLedgerStaging(tx);
  await sql`
    insert into ledger_staging (transfer_id, record_type, memo, account_id, amount, seq)
    select l.transfer_id, l.record_type, l.remark, a.id, l.amount, l.accrual_id * 2
    from accrual_lines l join ledger_accounts a on a.member_id = l.member_id and a.coin_name = l.coin_name and a.state = l.state
    union all
    select l.transfer_id, l.record_type, l.remark, s.id, -l.amount, l.accrual_id * 2 + 1
    from accrual_lines l join ledger_accounts s on s.system_name = ${PROFIT_ACCOUNT} || ':' || l.coin_name`.execute(tx);
  const posted = await postStagedTransfers(tx, now);
  const lines = await sql<{ n: string }>`select count(*)::text as n from accrual_lines`.execute(tx);
  assert(posted.transfers === Number(lines.rows[0]!.n) && posted.entries === 2 * posted.transfers, 'one two-line transfer per accrual');

  // Receipt numbers of accruals carry the accrual id (unique), not random digits: 'A' + day + id.
  await sql`
    insert into asset_records (id, member_id, transfer_id, coin_name, record_type, receipt_number, amount, fee, actual_amount, status, remark, created_at)
    select 'rec_acc' || l.accrual_id, l.member_id, l.transfer_id, l.coin_name, l.record_type,
           'A' || replace(${day}, '-', '') || lpad(l.accrual_id::text, 10, '0'),
           l.amount, 0, l.amount, 'SUCCESS', l.remark, ${creditedAt}
    from accrual_lines l`.execute(tx);
}

/** The newest day a run finished, if any. */
async function lastRunDay(db: Db): Promise<string | undefined> {
  const row = await sql<{ day: string | null }>`select to_char(max(day), 'YYYY-MM-DD') as day from accrual_runs`.execute(db);
  return row.rows[0]?.day ?? undefined;
}

/**
 * Runs every day not yet run, up to today (GMT+8): after a stop, the missed days are credited in
 * order, each exactly once. Starts from the day after the last run, or after the first package's
 * start when nothing has run yet.
 */
export async function accrueDue(db: Db, now: Date): Promise<DayResult[]> {
  const today = gmt8Day(now);
  let from = await lastRunDay(db).then((last) => (last ? addDays(last, 1) : undefined));
  if (!from) {
    const first = await sql<{ day: string | null }>`select to_char(min(start_day) + 1, 'YYYY-MM-DD') as day from member_packages where status = 'ACTIVE'`.execute(db);
    from = first.rows[0]?.day ?? undefined;
    if (!from) return [];
  }
  const results: DayResult[] = [];
  for (let day = from, n = 0; daysBetween(day, today) >= 0 && n < MAX_CATCH_UP_DAYS; day = addDays(day, 1), n++) {
    const result = await accrueDay(db, day, now);
    results.push(result);
    if (!result.ran) break;
  }
  return results;
}

export async function accrualRuns(db: Db, limit: number) {
  const rows = await sql<{ day: string; accrued: number; finished_at: Date }>`
    select to_char(day, 'YYYY-MM-DD') as day, accrued, finished_at from accrual_runs order by day desc limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ day: r.day, accrued: Number(r.accrued), finishedAt: new Date(r.finished_at).toISOString() }));
}
