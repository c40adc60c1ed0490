import { sql, type Kysely } from 'kysely';

/**
 * Member bank accounts and the platform's receiving bank accounts, withdrawal addresses with
 * their cooling period, convert pairs and orders, member-to-member transfers (make-over) and
 * the transfer locks an insurance redeem sets. Balances still change only through the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_bank_accounts (
      id text primary key,
      member_id text not null references members(id),
      bank_name text not null check (length(bank_name) between 1 and 100),
      account_name text not null check (length(account_name) between 1 and 100),
      account_number text not null check (account_number ~ '^[0-9][0-9 -]{3,38}[0-9]$'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (member_id, account_number)
    )`.execute(db);

  // The platform's own accounts members pay into for a bank deposit; removed ones are kept (orders may name them).
  await sql`
    create table sys_bank_accounts (
      id text primary key,
      channel_name text not null check (length(channel_name) between 1 and 100),
      bank_name text not null check (length(bank_name) between 1 and 100),
      account_name text not null check (length(account_name) between 1 and 100),
      account_number text not null check (account_number ~ '^[0-9][0-9 -]{3,38}[0-9]$'),
      currency text not null default 'USD' check (currency in ('USD')),
      exchange_rate numeric(30, 8) not null check (exchange_rate > 0),
      created_at timestamptz not null default now(),
      removed_at timestamptz
    )`.execute(db);

  await sql`
    create table withdrawal_addresses (
      id text primary key,
      member_id text not null references members(id),
      type text not null check (type in ('BEP20', 'TRC20', 'ERC20')),
      address text not null check (length(address) between 26 and 64),
      label text check (label is null or length(label) between 1 and 50),
      usable_from timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (member_id, type, address)
    )`.execute(db);

  // Which credit converts into which, at what rate and fee; converts above review_above wait for an operator.
  await sql`
    create table convert_configs (
      from_coin text not null,
      to_coin text not null,
      rate numeric(30, 8) not null check (rate > 0),
      fee_ratio numeric(10, 8) not null default 0 check (fee_ratio >= 0 and fee_ratio < 1),
      min_amount numeric(30, 8) not null check (min_amount > 0),
      review_above numeric(30, 8) check (review_above is null or review_above > 0),
      enabled boolean not null default true,
      updated_at timestamptz not null default now(),
      primary key (from_coin, to_coin),
      check (from_coin <> to_coin)
    )`.execute(db);
  await sql`
    insert into convert_configs (from_coin, to_coin, rate, fee_ratio, min_amount, review_above) values
      ('CASH_POINT', 'USDT_POINT', 1, 0.02, 10, 10000),
      ('CASH_POINT', 'INSURANCE_POINT', 1, 0, 10, 10000),
      ('CASH_POINT', 'ASSETS_POINT', 1, 0, 10, 10000),
      ('CASH_POINT', 'GMT', 1, 0, 10, 10000),
      ('BONUS_POINT', 'CASH_POINT', 1, 0.05, 10, 10000),
      ('USDT_POINT', 'CASH_POINT', 1, 0, 10, 10000),
      ('GMT', 'CASH_POINT', 1, 0.02, 10, 10000)`.execute(db);

  await sql`
    create table convert_orders (
      id text primary key,
      member_id text not null references members(id),
      from_coin text not null,
      to_coin text not null,
      amount numeric(30, 8) not null check (amount > 0),
      fee numeric(30, 8) not null check (fee >= 0 and fee < amount),
      rate numeric(30, 8) not null check (rate > 0),
      to_amount numeric(30, 8) not null check (to_amount > 0),
      status text not null check (status in ('PENDING', 'SUCCESS', 'CANCELLED', 'REJECTED')),
      reason text,
      out_receipt text not null,
      fee_receipt text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index convert_orders_member_idx on convert_orders (member_id, created_at desc)`.execute(db);
  await sql`create index convert_orders_pending_idx on convert_orders (status) where status = 'PENDING'`.execute(db);

  await sql`
    create table make_over_configs (
      coin_name text primary key,
      min_amount numeric(30, 8) not null check (min_amount > 0),
      fee_ratio numeric(10, 8) not null default 0 check (fee_ratio >= 0 and fee_ratio < 1),
      enabled boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into make_over_configs (coin_name, min_amount, fee_ratio) values
      ('CASH_POINT', 10, 0),
      ('USDT_POINT', 10, 0)`.execute(db);

  await sql`
    create table make_over_orders (
      id text primary key,
      from_member_id text not null references members(id),
      to_member_id text not null references members(id),
      coin_name text not null,
      amount numeric(30, 8) not null check (amount > 0),
      fee numeric(30, 8) not null check (fee >= 0 and fee < amount),
      actual_amount numeric(30, 8) not null check (actual_amount = amount - fee),
      transfer_id text not null references ledger_transfers(id),
      created_at timestamptz not null default now(),
      check (from_member_id <> to_member_id)
    )`.execute(db);
  await sql`create index make_over_orders_from_idx on make_over_orders (from_member_id, created_at desc)`.execute(db);
  await sql`create index make_over_orders_to_idx on make_over_orders (to_member_id, created_at desc)`.execute(db);

  // Transfer is closed for a member until `until` (an insurance redeem closes it until 00:00 GMT+8 next day).
  await sql`
    create table transfer_locks (
      member_id text primary key references members(id),
      until timestamptz not null,
      reason text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'transfer_locks',
    'make_over_orders',
    'make_over_configs',
    'convert_orders',
    'convert_configs',
    'withdrawal_addresses',
    'sys_bank_accounts',
    'member_bank_accounts',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
