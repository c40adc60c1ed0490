import { sql, type Kysely } from 'kysely';

/**
 * Deposit orders (on-chain USDT and bank, with their receipt pictures) and withdrawal orders
 * with their state history. Money still moves only through the ledger; these tables say why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per distinct picture (keyed by its SHA-256), so a re-used receipt is stored once and easy to spot.
  await sql`
    create table deposit_receipts (
      sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
      size_bytes integer not null check (size_bytes > 0),
      bytes bytea not null,
      created_at timestamptz not null default now(),
      check (octet_length(bytes) = size_bytes)
    )`.execute(db);

  await sql`
    create table deposit_orders (
      id text primary key,
      member_id text not null references members(id),
      kind text not null check (kind in ('CHAIN', 'BANK')),
      coin_name text not null,
      amount numeric(30, 8) not null check (amount > 0),
      hash text check (hash is null or hash ~ '^0x[0-9a-f]{64}$'),
      member_receipt_number text check (member_receipt_number is null or length(member_receipt_number) between 1 and 64),
      channel_id text references sys_bank_accounts(id),
      currency text,
      exchange_rate numeric(30, 8) check (exchange_rate is null or exchange_rate > 0),
      local_amount numeric(30, 8),
      receipt_sha256 text references deposit_receipts(sha256),
      duplicate_receipt_of text references deposit_orders(id),
      status text not null check (status in ('PENDING_REVIEW', 'APPROVED', 'REJECTED')),
      reason text,
      transfer_id text references ledger_transfers(id),
      record_receipt_number text,
      created_at timestamptz not null default now(),
      reviewed_at timestamptz,
      check ((kind = 'CHAIN') = (hash is not null and member_receipt_number is not null)),
      check ((kind = 'BANK') = (channel_id is not null and receipt_sha256 is not null and exchange_rate is not null)),
      check ((status = 'APPROVED') = (transfer_id is not null)),
      check (status <> 'REJECTED' or reason is not null)
    )`.execute(db);
  // A transaction hash is credited at most once, whoever submits it: only a rejected order frees it.
  await sql`create unique index deposit_orders_hash_key on deposit_orders (hash) where hash is not null and status <> 'REJECTED'`.execute(db);
  await sql`create index deposit_orders_member_idx on deposit_orders (member_id, kind, created_at desc)`.execute(db);
  await sql`create index deposit_orders_pending_idx on deposit_orders (created_at) where status = 'PENDING_REVIEW'`.execute(db);
  await sql`create index deposit_orders_receipt_idx on deposit_orders (receipt_sha256, created_at)`.execute(db);

  await sql`
    create table withdrawal_orders (
      id text primary key,
      member_id text not null references members(id),
      kind text not null check (kind in ('CHAIN', 'BANK')),
      coin_name text not null,
      amount numeric(30, 8) not null check (amount > 0),
      fee numeric(30, 8) not null check (fee >= 0 and fee < amount),
      actual_amount numeric(30, 8) not null check (actual_amount = amount - fee),
      address_id text references withdrawal_addresses(id),
      address_type text,
      address text,
      bank_account_id text references member_bank_accounts(id),
      bank_name text,
      account_name text,
      account_number text,
      gmt8_day text not null check (gmt8_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      status text not null check (status in (
        'PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING', 'SUCCESS', 'REJECTED', 'FAILED', 'CANCELLED', 'NOT_RECEIVED')),
      reason text,
      payout_hash text,
      freeze_transfer_id text not null references ledger_transfers(id),
      settle_transfer_id text references ledger_transfers(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((kind = 'CHAIN') = (address is not null)),
      check ((kind = 'BANK') = (account_number is not null))
    )`.execute(db);
  // One withdrawal per member per GMT+8 day; rejected and cancelled ones do not count.
  await sql`
    create unique index withdrawal_orders_daily_key on withdrawal_orders (member_id, gmt8_day)
      where status not in ('REJECTED', 'CANCELLED')`.execute(db);
  await sql`create index withdrawal_orders_member_idx on withdrawal_orders (member_id, kind, created_at desc)`.execute(db);
  await sql`create index withdrawal_orders_open_idx on withdrawal_orders (status, created_at) where status in ('PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING')`.execute(db);

  await sql`
    create table withdrawal_events (
      id bigserial primary key,
      order_id text not null references withdrawal_orders(id),
      from_status text,
      to_status text not null,
      actor text not null check (actor in ('member', 'operator')),
      reason text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index withdrawal_events_order_idx on withdrawal_events (order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['withdrawal_events', 'withdrawal_orders', 'deposit_orders', 'deposit_receipts']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
