import { sql, type Kysely } from 'kysely';

/**
 * The referral team (docs/team.md): the invite tree as a closure table (one row per ancestor and
 * descendant, backfilled from `members.sponsor_id`), each member's personal and team volume,
 * the rank ladder's promotion rules and the bonus rates (operator configuration, shipped
 * defaults below), the bonus payouts (one per event, beneficiary and kind, so an event never
 * pays twice), and identity verification (KYC) submissions, whose photos live on disk under the
 * data directory, never in the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_tree (
      ancestor_id text not null references members(id),
      descendant_id text not null references members(id),
      depth integer not null check (depth >= 1),
      primary key (ancestor_id, descendant_id)
    )`.execute(db);
  await sql`create index member_tree_descendant_idx on member_tree (descendant_id, depth)`.execute(db);
  await sql`create index member_tree_ancestor_depth_idx on member_tree (ancestor_id, depth)`.execute(db);
  // Counts per rank read the rank of every descendant: an index-only scan, not the member rows.
  await sql`create index members_id_level_idx on members (id) include (level)`.execute(db);
  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    with recursive up (descendant_id, ancestor_id, depth) as (
      select id, sponsor_id, 1 from members where sponsor_id is not null
      union all
      select up.descendant_id, m.sponsor_id, up.depth + 1 from up join members m on m.id = up.ancestor_id where m.sponsor_id is not null
    )
    select ancestor_id, descendant_id, depth from up`.execute(db);

  await sql`
    create table team_stats (
      member_id text primary key references members(id),
      personal_volume numeric(30, 8) not null default 0 check (personal_volume >= 0),
      team_volume numeric(30, 8) not null default 0 check (team_volume >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table team_rank_rules (
      level integer primary key check (level between 0 and 7),
      personal_volume numeric(30, 8) not null check (personal_volume >= 0),
      team_volume numeric(30, 8) not null check (team_volume >= 0),
      direct_referrals integer not null check (direct_referrals between 0 and 1000),
      overriding_rate numeric(10, 8) not null check (overriding_rate >= 0 and overriding_rate < 1),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into team_rank_rules (level, personal_volume, team_volume, direct_referrals, overriding_rate) values
      (0, 100, 0, 0, 0.01),
      (1, 100, 1000, 2, 0.02),
      (2, 500, 5000, 3, 0.03),
      (3, 500, 20000, 4, 0.04),
      (4, 1000, 50000, 5, 0.05),
      (5, 1000, 100000, 6, 0.06),
      (6, 2000, 300000, 8, 0.07),
      (7, 2000, 1000000, 10, 0.08)`.execute(db);

  await sql`
    create table team_bonus_rates (
      key text primary key check (key in ('SPONSOR', 'LEVEL_2', 'LEVEL_3', 'LEVEL_4', 'PAR')),
      rate numeric(10, 8) not null check (rate >= 0 and rate < 1),
      min_level integer not null check (min_level between -1 and 7),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into team_bonus_rates (key, rate, min_level) values
      ('SPONSOR', 0.05, -1),
      ('LEVEL_2', 0.02, 0),
      ('LEVEL_3', 0.01, 1),
      ('LEVEL_4', 0.005, 2),
      ('PAR', 0.01, 1)`.execute(db);

  await sql`
    create table bonus_payouts (
      id text primary key,
      event_id text not null,
      beneficiary_id text not null references members(id),
      kind text not null,
      source_member_id text not null references members(id),
      base_amount numeric(30, 8) not null,
      rate numeric(10, 8) not null,
      amount numeric(30, 8) not null check (amount > 0),
      record_type text not null,
      transfer_id text not null references ledger_transfers(id),
      created_at timestamptz not null default now(),
      unique (event_id, beneficiary_id, kind)
    )`.execute(db);
  await sql`create index bonus_payouts_beneficiary_idx on bonus_payouts (beneficiary_id, created_at desc)`.execute(db);

  await sql`
    create table kyc_submissions (
      id text primary key,
      member_id text not null references members(id),
      id_number text not null check (id_number ~ '^[A-Za-z0-9]{4,32}$'),
      front_file text not null,
      back_file text not null,
      status text not null check (status in ('PENDING', 'PASSED', 'FAILED')),
      reason text,
      created_at timestamptz not null default now(),
      reviewed_at timestamptz
    )`.execute(db);
  await sql`create index kyc_submissions_member_idx on kyc_submissions (member_id, created_at desc)`.execute(db);
  // At most one submission waits for review per member, and a passed member submits no more.
  await sql`create unique index kyc_submissions_open_idx on kyc_submissions (member_id) where status in ('PENDING', 'PASSED')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kyc_submissions', 'bonus_payouts', 'team_bonus_rates', 'team_rank_rules', 'team_stats', 'member_tree']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop index if exists members_id_level_idx`.execute(db);
}
