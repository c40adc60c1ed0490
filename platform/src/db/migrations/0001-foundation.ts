import { sql, type Kysely } from 'kysely';

/**
 * Members, sessions, captchas, verification codes, the operator outbox,
 * and the double-entry ledger with its database-side invariants.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table members (
      id text primary key,
      user_name text not null,
      password_hash text not null,
      transaction_password_hash text not null,
      country_code text not null,
      email text,
      referral_id text not null unique,
      sponsor_id text references members(id),
      level integer not null default -1 check (level between -1 and 7),
      commitment_package_status smallint not null default 0 check (commitment_package_status in (0, 1)),
      otc_status smallint not null default 0 check (otc_status in (0, 1)),
      matching_code_status smallint not null default 0 check (matching_code_status in (0, 1)),
      agree_status smallint not null default 0 check (agree_status in (0, 1)),
      banned_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (user_name !~ '\\s' and length(user_name) between 1 and 32)
    )`.execute(db);
  await sql`create unique index members_user_name_key on members (lower(user_name))`.execute(db);

  await sql`
    create table sessions (
      token_hash text primary key,
      member_id text not null references members(id),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index sessions_member_idx on sessions (member_id)`.execute(db);

  await sql`
    create table login_failures (
      id bigserial primary key,
      user_name text not null,
      address text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_user_idx on login_failures (lower(user_name), created_at)`.execute(db);
  await sql`create index login_failures_address_idx on login_failures (address, created_at)`.execute(db);

  await sql`
    create table captchas (
      id text primary key,
      answer_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);

  await sql`
    create table verification_codes (
      id text primary key,
      member_id text not null references members(id),
      purpose text not null check (purpose in ('RESET_PASSWORD')),
      code_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index verification_codes_member_idx on verification_codes (member_id, purpose, created_at)`.execute(db);

  await sql`
    create table outbox (
      id text primary key,
      member_id text references members(id),
      channel text not null check (channel in ('email', 'operator')),
      recipient text,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    )`.execute(db);

  // The ledger (after pgledger): accounts hold balances, transfers group entries that sum to zero.
  await sql`
    create table ledger_accounts (
      id text primary key,
      member_id text references members(id),
      system_name text unique,
      coin_name text not null,
      state text not null check (state in ('available', 'frozen', 'locked')),
      balance numeric(30, 8) not null default 0,
      allow_negative boolean not null default false,
      version integer not null default 0,
      created_at timestamptz not null default now(),
      check (allow_negative or balance >= 0),
      check ((member_id is null) <> (system_name is null)),
      check (member_id is null or not allow_negative),
      unique (member_id, coin_name, state)
    )`.execute(db);

  await sql`
    create table ledger_transfers (
      id text primary key,
      record_type text not null,
      memo text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table ledger_entries (
      id bigserial primary key,
      transfer_id text not null references ledger_transfers(id),
      account_id text not null references ledger_accounts(id),
      amount numeric(30, 8) not null check (amount <> 0),
      balance_before numeric(30, 8) not null,
      balance_after numeric(30, 8) not null,
      account_version integer not null,
      created_at timestamptz not null default now(),
      check (balance_after = balance_before + amount),
      unique (account_id, account_version)
    )`.execute(db);
  await sql`create index ledger_entries_transfer_idx on ledger_entries (transfer_id)`.execute(db);

  // Second line of defence: at commit, every transfer touched must sum to zero.
  await sql`
    create function ledger_assert_transfer_balanced() returns trigger language plpgsql as $$
    declare
      total numeric;
    begin
      select coalesce(sum(amount), 0) into total from ledger_entries where transfer_id = new.transfer_id;
      if total <> 0 then
        raise exception 'ledger transfer % does not sum to zero (%)', new.transfer_id, total;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced
      after insert on ledger_entries
      deferrable initially deferred
      for each row execute function ledger_assert_transfer_balanced()`.execute(db);

  // What a member sees in their records; one per member-side movement, tied to its transfer.
  await sql`
    create table asset_records (
      id text primary key,
      member_id text not null references members(id),
      transfer_id text references ledger_transfers(id),
      coin_name text not null,
      record_type text not null,
      receipt_number text not null unique,
      amount numeric(30, 8) not null,
      fee numeric(30, 8) not null default 0,
      actual_amount numeric(30, 8) not null,
      status text not null,
      reason text,
      hash text,
      remark text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index asset_records_member_idx on asset_records (member_id, coin_name, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'asset_records',
    'ledger_entries',
    'ledger_transfers',
    'ledger_accounts',
    'outbox',
    'verification_codes',
    'captchas',
    'login_failures',
    'sessions',
    'members',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop function if exists ledger_assert_transfer_balanced()`.execute(db);
}
