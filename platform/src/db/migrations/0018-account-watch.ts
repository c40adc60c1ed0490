import { sql, type Kysely } from 'kysely';

/**
 * What a member watches and guards their account with (docs/security.md): each session's device
 * and public id (so the member can see and end it), the sign-in history with failed attempts
 * (`sign_in_events`, kept 90 days), account freezes (`account_freezes`, one open row at most per
 * member, lifted only by an operator) and the single-use freeze links sent with new-device
 * notices (`freeze_links`, only the token's hash), the anti-phishing code shown in every email,
 * and the withdrawal whitelist (`members.whitelist_*`, `withdrawal_addresses.whitelisted_from`:
 * a future instant is a loosening still waiting its 24 hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column id text`.execute(db);
  await sql`alter table sessions add column user_agent text not null default ''`.execute(db);
  await sql`alter table sessions add column address text not null default ''`.execute(db);
  // Sessions opened before this migration get an id derived from their hash (md5 is built in on
  // both PostgreSQL and PGlite); it names the session, it opens nothing.
  await sql`update sessions set id = 'ses_' || substr(md5(token_hash), 1, 24) where id is null`.execute(db);
  await sql`alter table sessions alter column id set not null`.execute(db);
  await sql`create unique index sessions_id_key on sessions (id)`.execute(db);

  await sql`
    create table sign_in_events (
      id bigserial primary key,
      member_id text not null references members(id),
      outcome text not null check (outcome in ('SUCCESS', 'WRONG_PASSWORD', 'TOO_MANY_ATTEMPTS', 'BANNED')),
      address text not null,
      user_agent text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index sign_in_events_member_idx on sign_in_events (member_id, created_at desc, id desc)`.execute(db);
  await sql`create index sign_in_events_created_idx on sign_in_events (created_at)`.execute(db);

  await sql`
    create table account_freezes (
      id text primary key,
      member_id text not null references members(id),
      source text not null check (source in ('EMAIL_LINK', 'SETTINGS')),
      frozen_at timestamptz not null,
      lifted_at timestamptz,
      lifted_by text check (lifted_by is null or length(lifted_by) between 1 and 64),
      lift_note text check (lift_note is null or length(lift_note) between 1 and 500),
      check ((lifted_at is null) = (lifted_by is null))
    )`.execute(db);
  await sql`create unique index account_freezes_open_key on account_freezes (member_id) where lifted_at is null`.execute(db);

  await sql`
    create table freeze_links (
      token_hash text primary key,
      member_id text not null references members(id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index freeze_links_expiry_idx on freeze_links (expires_at)`.execute(db);

  await sql`alter table members add column anti_phishing_code text`.execute(db);
  await sql`alter table members add column whitelist_on boolean not null default false`.execute(db);
  await sql`alter table members add column whitelist_off_at timestamptz`.execute(db);
  await sql`alter table withdrawal_addresses add column whitelisted_from timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal_addresses drop column if exists whitelisted_from`.execute(db);
  await sql`alter table members drop column if exists whitelist_off_at`.execute(db);
  await sql`alter table members drop column if exists whitelist_on`.execute(db);
  await sql`alter table members drop column if exists anti_phishing_code`.execute(db);
  await sql`drop table if exists freeze_links`.execute(db);
  await sql`drop table if exists account_freezes`.execute(db);
  await sql`drop table if exists sign_in_events`.execute(db);
  await sql`drop index if exists sessions_id_key`.execute(db);
  await sql`alter table sessions drop column if exists address`.execute(db);
  await sql`alter table sessions drop column if exists user_agent`.execute(db);
  await sql`alter table sessions drop column if exists id`.execute(db);
}
