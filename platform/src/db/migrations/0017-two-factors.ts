import { sql, type Kysely } from 'kysely';

/**
 * Second factors (docs/security.md). `member_totp`: one authenticator per member, its secret
 * sealed with the platform's factor key (never stored or served in the clear), pending until a
 * first code confirms it; `last_time_step` is the newest accepted code's step, so a code is
 * taken once. `recovery_codes`: ten per enrolment, SHA-256 of each, each usable once.
 * `factor_challenges`: the short-lived ticket a correct password earns a member with a factor,
 * exchanged with a code for a session. `factor_resets`: who removed a member's factors, when
 * and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_totp (
      member_id text primary key references members(id),
      secret_sealed text not null,
      created_at timestamptz not null,
      enabled_at timestamptz,
      last_time_step bigint not null default 0
    )`.execute(db);

  await sql`
    create table recovery_codes (
      member_id text not null references members(id),
      code_hash text not null,
      created_at timestamptz not null,
      used_at timestamptz,
      primary key (member_id, code_hash)
    )`.execute(db);

  await sql`
    create table factor_challenges (
      token_hash text primary key,
      member_id text not null references members(id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      failures integer not null default 0 check (failures >= 0),
      used_at timestamptz
    )`.execute(db);
  await sql`create index factor_challenges_member_idx on factor_challenges (member_id)`.execute(db);

  await sql`
    create table factor_resets (
      id text primary key,
      member_id text not null references members(id),
      operator text not null check (length(operator) between 1 and 64),
      reason text not null check (length(reason) between 1 and 500),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index factor_resets_member_idx on factor_resets (member_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists factor_resets`.execute(db);
  await sql`drop table if exists factor_challenges`.execute(db);
  await sql`drop table if exists recovery_codes`.execute(db);
  await sql`drop table if exists member_totp`.execute(db);
}
