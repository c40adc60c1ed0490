import { sql } from 'kysely';
import type { Db } from './db/database.ts';

export interface PackageSeed {
  /** How many active packages. */
  packages: number;
  /** Packages per seeded member (members are `usr_seed1` …, sponsored by the root). */
  packagesPerMember?: number;
  /** The packages' start day (`YYYY-MM-DD`); they are credited from the day after. */
  startDay: string;
  /** The packages' last day. */
  endDay: string;
}

/**
 * Seeds active packages at scale straight into the tables, as purchases would have left them,
 * for the benchmarks and the fault tests of the daily run: members with their accounts; three
 * in four insurance (half of them compounding, a third insured), one in four entrust; and the
 * principals in the members' locked balances through the ledger (one transfer per member account
 * against a seed account), so the ledger check stays clean. PostgreSQL or PGlite.
 */
export async function seedActivePackages(db: Db, seed: PackageSeed): Promise<{ members: number }> {
  const perMember = seed.packagesPerMember ?? 4;
  const members = Math.ceil(seed.packages / perMember);
  await sql`
    insert into members (id, user_name, password_hash, transaction_password_hash, country_code, referral_id, sponsor_id)
    select 'usr_seed' || i, 'seed' || i, 'x', 'x', 'US', 'S' || i, (select id from members where sponsor_id is null)
    from generate_series(1, ${members}) i`.execute(db);
  await sql`
    insert into ledger_accounts (id, member_id, coin_name, state)
    select 'acc_seed_' || i || '_' || c || '_' || s, 'usr_seed' || i, c, s
    from generate_series(1, ${members}) i,
         unnest(array['CASH_POINT','BONUS_POINT','ASSETS_POINT','INSURANCE_POINT','GMT','USDT_POINT','WITHDRAWAL_POINT']) c,
         unnest(array['available','frozen','locked']) s`.execute(db);
  await sql`
    insert into member_packages (id, member_id, kind, catalogue_id, origin, buy_coin, profit_coin, amount, principal, daily_profit_ratio, contract_days, start_day, end_day, auto_add, status)
    select 'pkg_seed' || n, 'usr_seed' || (1 + (n - 1) / ${perMember}),
           case when n % 4 = 0 then 'ENTRUST' else 'INSURANCE' end,
           case when n % 4 = 0 then 'ENT-100' else 'INS-100' end,
           'PURCHASE',
           case when n % 4 = 0 then 'ASSETS_POINT' else 'INSURANCE_POINT' end,
           'BONUS_POINT', 100, 100,
           case when n % 4 = 0 then 0.004 else 0.005 end,
           30, ${seed.startDay}::date, ${seed.endDay}::date, n % 2 = 0, 'ACTIVE'
    from generate_series(1, ${seed.packages}) n`.execute(db);
  await sql`
    insert into insurance_premiums (id, package_id, member_id, round, amount, paid_by, status)
    select 'prm_' || p.id, p.id, p.member_id, 1, 5, 'PLATFORM', 'PAID'
    from member_packages p where p.kind = 'INSURANCE' and p.id like 'pkg_seed%' and right(p.id, 1) in ('1', '4', '7')`.execute(db);
  // The principals in the members' locked balances: one transfer per member account (the
  // deferred zero-sum check sums each transfer's lines).
  await sql`
    insert into ledger_accounts (id, system_name, coin_name, state, allow_negative) values
      ('acc_seed_ip', 'seed:INSURANCE_POINT', 'INSURANCE_POINT', 'available', true),
      ('acc_seed_ap', 'seed:ASSETS_POINT', 'ASSETS_POINT', 'available', true)`.execute(db);
  await sql`
    create table package_seed as
    select a.id as account_id, a.coin_name, sum(p.principal) as total,
           case a.coin_name when 'INSURANCE_POINT' then 'acc_seed_ip' else 'acc_seed_ap' end as system_id
    from member_packages p join ledger_accounts a on a.member_id = p.member_id and a.coin_name = p.buy_coin and a.state = 'locked'
    where p.id like 'pkg_seed%'
    group by a.id, a.coin_name`.execute(db);
  await sql`insert into ledger_transfers (id, record_type, memo) select 'txn_seed_' || account_id, 'PURCHASE', 'seed' from package_seed`.execute(db);
  await sql`
    insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
    select 'txn_seed_' || account_id, account_id, total, 0, total, 1 from package_seed
    union all
    select 'txn_seed_' || account_id, system_id, -total, -(sum(total) over w) + total, -(sum(total) over w), row_number() over w
    from package_seed window w as (partition by system_id order by account_id rows between unbounded preceding and current row)`.execute(db);
  await sql`update ledger_accounts a set balance = s.total, version = 1 from package_seed s where a.id = s.account_id`.execute(db);
  await sql`
    update ledger_accounts a set balance = -t.total, version = t.n
    from (select system_id, sum(total) as total, count(*) as n from package_seed group by system_id) t where a.id = t.system_id`.execute(db);
  await sql`drop table package_seed`.execute(db);
  await sql`analyze`.execute(db);
  return { members };
}
