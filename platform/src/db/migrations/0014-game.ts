import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The Hash Kingdom game area (SPEC "game", docs/game.md). A member registers one game account;
 * its game wallet is a ledger account of its own (GMT, never below zero) that the platform holds
 * for the member, so moving GMT in and out of the game is an ordinary ledger transfer between
 * the member's GMT credit and that account. The settings (launch URL, token lifetime, the
 * minimum transfer) and the game and media lists are configuration the operator edits; bet
 * flow amounts are what the game platform reports, one row per report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_settings (
      id integer primary key check (id = 1),
      launch_url text,
      token_ttl_seconds integer not null default 300 check (token_ttl_seconds between 30 and 3600),
      token_secret text not null,
      min_transfer numeric(30, 8) not null default 1 check (min_transfer > 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The launch token's signing key: random per installation, never shown or logged.
  await sql`insert into game_settings (id, token_secret) values (1, ${randomBytes(32).toString('base64url')})`.execute(db);

  await sql`
    create table game_accounts (
      member_id text primary key references members(id),
      game_user_name text not null unique,
      wallet_account_id text not null unique references ledger_accounts(id),
      bind_address text,
      bound_at timestamptz,
      launch_token_id text,
      launch_expires_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((bind_address is null) = (bound_at is null))
    )`.execute(db);

  await sql`
    create table game_bet_flows (
      id text primary key,
      member_id text not null references members(id),
      business_day text not null check (business_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      amount numeric(30, 8) not null check (amount > 0),
      reference text unique,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index game_bet_flows_member_idx on game_bet_flows (member_id, business_day)`.execute(db);

  await sql`
    create table game_catalogue (
      kind text not null check (kind in ('GAME', 'MEDIA')),
      code text not null,
      name text not null,
      image text,
      link text,
      sort_order integer not null default 0,
      enabled boolean not null default true,
      updated_at timestamptz not null default now(),
      primary key (kind, code)
    )`.execute(db);
  // A fresh install shows what is really there: the one game, and a banner shipped with the web app.
  await sql`
    insert into game_catalogue (kind, code, name, image, link, sort_order) values
      ('GAME', 'HASH_KINGDOM', 'Hash Kingdom', null, null, 1),
      ('MEDIA', 'HASH_KINGDOM_BANNER', 'Hash Kingdom', 'game/hash-kingdom-banner.svg', null, 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists game_catalogue`.execute(db);
  await sql`drop table if exists game_bet_flows`.execute(db);
  await sql`drop table if exists game_accounts`.execute(db);
  await sql`drop table if exists game_settings`.execute(db);
}
