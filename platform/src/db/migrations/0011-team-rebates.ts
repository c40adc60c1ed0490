import { sql, type Kysely } from 'kysely';

/**
 * The team's remaining bonuses and its stored counts (docs/team.md):
 * - bonus rates for the referral par bonus, the personal and team rebates and profit sharing
 *   (levels 1–3), and a referral overriding rate per rank beside the package overriding rate;
 * - `bonus_payouts.source_member_id` may be empty: a profit-sharing payout sums a day's profit of
 *   many members;
 * - every member has a `team_stats` row (the row purchases and registrations lock), with the
 *   downline's size (`team_count`), and `team_rank_counts` holds the downline's members per rank,
 *   so a member's counts are a few stored rows, not a count over the closure table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table team_bonus_rates drop constraint if exists team_bonus_rates_key_check`.execute(db);
  await sql`
    alter table team_bonus_rates add constraint team_bonus_rates_key_check check (key in (
      'SPONSOR', 'LEVEL_2', 'LEVEL_3', 'LEVEL_4', 'PAR', 'REFERRAL_PAR', 'PERSONAL_REBATE', 'TEAM_REBATE',
      'PROFIT_SHARING_1', 'PROFIT_SHARING_2', 'PROFIT_SHARING_3'))`.execute(db);
  await sql`
    insert into team_bonus_rates (key, rate, min_level) values
      ('REFERRAL_PAR', 0.02, 1),
      ('PERSONAL_REBATE', 0.01, 1),
      ('TEAM_REBATE', 0.01, 3),
      ('PROFIT_SHARING_1', 0.1, 1),
      ('PROFIT_SHARING_2', 0.05, 2),
      ('PROFIT_SHARING_3', 0.03, 3)
    on conflict (key) do nothing`.execute(db);
  await sql`
    alter table team_rank_rules add column referral_overriding_rate numeric(10, 8) not null default 0
      check (referral_overriding_rate >= 0 and referral_overriding_rate < 1)`.execute(db);
  await sql`update team_rank_rules set referral_overriding_rate = level * 0.02`.execute(db);

  await sql`alter table bonus_payouts alter column source_member_id drop not null`.execute(db);

  await sql`insert into team_stats (member_id) select id from members on conflict (member_id) do nothing`.execute(db);
  await sql`alter table team_stats add column team_count integer not null default 0 check (team_count >= 0)`.execute(db);
  await sql`
    create table team_rank_counts (
      member_id text not null references members(id),
      level integer not null check (level between -1 and 7),
      members integer not null check (members >= 0),
      primary key (member_id, level)
    )`.execute(db);
  await sql`
    update team_stats s set team_count = c.n
    from (select ancestor_id, count(*)::int as n from member_tree group by ancestor_id) c
    where c.ancestor_id = s.member_id`.execute(db);
  await sql`
    insert into team_rank_counts (member_id, level, members)
    select t.ancestor_id, m.level, count(*)::int from member_tree t join members m on m.id = t.descendant_id
    group by t.ancestor_id, m.level`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists team_rank_counts`.execute(db);
  await sql`alter table team_stats drop column if exists team_count`.execute(db);
  await sql`delete from bonus_payouts where source_member_id is null`.execute(db);
  await sql`alter table bonus_payouts alter column source_member_id set not null`.execute(db);
  await sql`alter table team_rank_rules drop column if exists referral_overriding_rate`.execute(db);
  await sql`delete from team_bonus_rates where key not in ('SPONSOR', 'LEVEL_2', 'LEVEL_3', 'LEVEL_4', 'PAR')`.execute(db);
  await sql`alter table team_bonus_rates drop constraint if exists team_bonus_rates_key_check`.execute(db);
  await sql`alter table team_bonus_rates add constraint team_bonus_rates_key_check check (key in ('SPONSOR', 'LEVEL_2', 'LEVEL_3', 'LEVEL_4', 'PAR'))`.execute(db);
}
