import { sql, type Kysely } from 'kysely';

/**
 * Insurance and entrust packages (docs/products.md): the operator's catalogue with shipped
 * defaults, the packages members hold, premiums and their insured trade orders, the daily
 * accruals (one row per package and GMT+8 day, so a day is never credited twice), claims with
 * their screenshot evidence and status timeline, and the convert pair that makes profit
 * withdrawable. Balances still change only through the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table package_catalogue (
      id text primary key check (id ~ '^[A-Z0-9-]{2,32}$'),
      kind text not null check (kind in ('INSURANCE', 'ENTRUST')),
      name text not null check (length(name) between 1 and 64),
      amount numeric(30, 8) not null check (amount > 0),
      contract_days integer not null check (contract_days between 1 and 3650),
      daily_profit_ratio numeric(10, 8) not null check (daily_profit_ratio >= 0 and daily_profit_ratio < 1),
      max_purchase_count integer not null check (max_purchase_count between 1 and 1000),
      buy_coin text not null,
      profit_coin text not null,
      redeem_fee_ratio numeric(10, 8) not null default 0 check (redeem_fee_ratio >= 0 and redeem_fee_ratio < 1),
      premium_ratio numeric(10, 8) not null default 0 check (premium_ratio >= 0 and premium_ratio < 1),
      premium_rounds integer not null default 2 check (premium_rounds between 0 and 100),
      claim_payout_ratio numeric(10, 8) not null default 0 check (claim_payout_ratio >= 0 and claim_payout_ratio <= 10),
      enabled boolean not null default true,
      sort_order integer not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into package_catalogue
      (id, kind, name, amount, contract_days, daily_profit_ratio, max_purchase_count, buy_coin, profit_coin, redeem_fee_ratio, premium_ratio, premium_rounds, claim_payout_ratio, sort_order) values
      ('INS-100', 'INSURANCE', 'Insurance 100', 100, 30, 0.005, 3, 'INSURANCE_POINT', 'BONUS_POINT', 0.02, 0.05, 2, 0.1, 1),
      ('INS-500', 'INSURANCE', 'Insurance 500', 500, 60, 0.006, 2, 'INSURANCE_POINT', 'BONUS_POINT', 0.02, 0.05, 2, 0.1, 2),
      ('INS-1000', 'INSURANCE', 'Insurance 1000', 1000, 90, 0.007, 1, 'INSURANCE_POINT', 'BONUS_POINT', 0.02, 0.05, 2, 0.1, 3),
      ('ENT-100', 'ENTRUST', 'Entrust 100', 100, 30, 0.004, 3, 'ASSETS_POINT', 'BONUS_POINT', 0, 0, 0, 0, 1),
      ('ENT-1000', 'ENTRUST', 'Entrust 1000', 1000, 30, 0.005, 2, 'ASSETS_POINT', 'BONUS_POINT', 0, 0, 0, 0, 2)`.execute(db);

  // Profit (BONUS_POINT) reaches WITHDRAWAL_POINT, the credit members withdraw.
  await sql`
    insert into convert_configs (from_coin, to_coin, rate, fee_ratio, min_amount, review_above) values
      ('BONUS_POINT', 'WITHDRAWAL_POINT', 1, 0.02, 10, 10000)
    on conflict (from_coin, to_coin) do nothing`.execute(db);

  // The package's principal sits in the member's `locked` balance of buy_coin.
  await sql`
    create table member_packages (
      id text primary key,
      member_id text not null references members(id),
      kind text not null check (kind in ('INSURANCE', 'ENTRUST')),
      catalogue_id text not null references package_catalogue(id),
      origin text not null check (origin in ('PURCHASE', 'SPECIAL', 'TRIAL')),
      buy_coin text not null,
      profit_coin text not null,
      amount numeric(30, 8) not null check (amount > 0),
      principal numeric(30, 8) not null check (principal >= 0),
      daily_profit_ratio numeric(10, 8) not null check (daily_profit_ratio >= 0 and daily_profit_ratio < 1),
      contract_days integer not null check (contract_days >= 1),
      start_day date not null,
      end_day date not null check (end_day > start_day),
      auto_add boolean not null default false,
      renewals integer not null default 0,
      status text not null check (status in ('ACTIVE', 'TERMINATED')),
      redeemed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index member_packages_member_idx on member_packages (member_id, kind, created_at desc)`.execute(db);
  await sql`create index member_packages_due_idx on member_packages (start_day, end_day) where status = 'ACTIVE'`.execute(db);

  // The member's default auto-add switch for new insurance packages.
  await sql`
    create table member_package_settings (
      member_id text primary key references members(id),
      insurance_auto_add boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table insurance_premiums (
      id text primary key,
      package_id text not null references member_packages(id),
      member_id text not null references members(id),
      round integer not null check (round >= 1),
      amount numeric(30, 8) not null check (amount >= 0),
      paid_by text not null check (paid_by in ('MEMBER', 'PLATFORM')),
      status text not null check (status in ('PAID', 'RECALLED')),
      orders_used smallint not null default 0 check (orders_used between 0 and 6),
      transfer_id text references ledger_transfers(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (package_id, round)
    )`.execute(db);
  await sql`create index insurance_premiums_member_idx on insurance_premiums (member_id, created_at desc)`.execute(db);
  await sql`create unique index insurance_premiums_open_key on insurance_premiums (package_id) where status = 'PAID' and orders_used < 6`.execute(db);

  await sql`
    create table package_accruals (
      id bigserial primary key,
      package_id text not null references member_packages(id),
      day date not null,
      member_id text not null references members(id),
      profit numeric(30, 8) not null check (profit > 0),
      compounded boolean not null,
      premium_id text references insurance_premiums(id),
      trade_order smallint check (trade_order between 1 and 6),
      transfer_id text not null,
      created_at timestamptz not null default now(),
      unique (package_id, day),
      check ((premium_id is null) = (trade_order is null))
    )`.execute(db);
  await sql`create unique index package_accruals_trade_order_key on package_accruals (premium_id, trade_order) where premium_id is not null`.execute(db);

  await sql`
    create table accrual_runs (
      day date primary key,
      accrued integer not null,
      finished_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table claim_screenshots (
      sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
      size_bytes integer not null check (size_bytes > 0),
      bytes bytea not null,
      received_at timestamptz not null
    )`.execute(db);
  await sql`
    create table claim_orders (
      id text primary key,
      member_id text not null references members(id),
      package_id text not null references member_packages(id),
      premium_id text not null references insurance_premiums(id),
      trade_order smallint not null check (trade_order between 1 and 6),
      screenshot_sha256 text not null references claim_screenshots(sha256),
      received_at timestamptz not null,
      status text not null check (status in ('PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED')),
      reason text,
      payout numeric(30, 8) check (payout is null or payout > 0),
      transfer_id text references ledger_transfers(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (premium_id, trade_order)
    )`.execute(db);
  await sql`create index claim_orders_member_idx on claim_orders (member_id, created_at desc)`.execute(db);
  await sql`
    create table claim_events (
      id bigserial primary key,
      claim_id text not null references claim_orders(id),
      status text not null check (status in ('SUBMITTED', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'PAID', 'REJECTED')),
      note text,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index claim_events_claim_idx on claim_events (claim_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'claim_events',
    'claim_orders',
    'claim_screenshots',
    'accrual_runs',
    'package_accruals',
    'insurance_premiums',
    'member_package_settings',
    'member_packages',
    'package_catalogue',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`delete from convert_configs where from_coin = 'BONUS_POINT' and to_coin = 'WITHDRAWAL_POINT'`.execute(db);
}
