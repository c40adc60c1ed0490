import { sql, type Kysely } from 'kysely';

/**
 * Peer-to-peer trading of USDT_POINT (SPEC "OTC", docs/otc.md): the operator's settings (which
 * credit a buyer pays with, the fee rate and who pays it; one row, shipped defaults below), the
 * sellers' offers (the unsold rest held in the seller's frozen USDT_POINT), the fills ("trades")
 * with their appeal, the chat between the two members of a trade, and the ratings after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table otc_config (
      id smallint primary key check (id = 1),
      pay_coin text not null,
      fee_ratio numeric(30, 8) not null check (fee_ratio >= 0 and fee_ratio < 1),
      fee_payer text not null check (fee_payer in ('SELLER', 'BUYER')),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into otc_config (id, pay_coin, fee_ratio, fee_payer) values (1, 'CASH_POINT', 0.01, 'SELLER')`.execute(db);

  await sql`
    create table otc_offers (
      id text primary key,
      seller_id text not null references members(id),
      amount numeric(30, 8) not null check (amount > 0),
      remaining numeric(30, 8) not null check (remaining >= 0 and remaining <= amount),
      price numeric(30, 8) not null check (price > 0),
      pay_coin text not null,
      min_amount numeric(30, 8) not null check (min_amount > 0),
      max_amount numeric(30, 8) not null check (max_amount >= min_amount),
      status text not null check (status in ('PUBLISHED', 'COMPLETED', 'CANCELLED')),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((status = 'COMPLETED') = (remaining = 0) or status = 'CANCELLED')
    )`.execute(db);
  await sql`create index otc_offers_lobby_idx on otc_offers (price, created_at, id) where status = 'PUBLISHED'`.execute(db);
  await sql`create index otc_offers_seller_idx on otc_offers (seller_id, created_at desc)`.execute(db);

  await sql`
    create table otc_trades (
      id text primary key,
      offer_id text not null references otc_offers(id),
      seller_id text not null references members(id),
      buyer_id text not null references members(id),
      amount numeric(30, 8) not null check (amount > 0),
      price numeric(30, 8) not null check (price > 0),
      pay_coin text not null,
      pay_amount numeric(30, 8) not null check (pay_amount > 0),
      fee numeric(30, 8) not null check (fee >= 0),
      fee_coin text not null,
      buyer_receives numeric(30, 8) not null check (buyer_receives > 0),
      seller_receives numeric(30, 8) not null check (seller_receives > 0),
      status text not null check (status in ('COMPLETED', 'APPEALING', 'REVERSED')),
      appealed_by text references members(id),
      appeal_reason text,
      appealed_at timestamptz,
      decision text check (decision in ('RELEASE', 'REVERSE')),
      decision_note text,
      decided_at timestamptz,
      transfer_id text not null references ledger_transfers(id),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (seller_id <> buyer_id),
      check ((status = 'APPEALING') = (appealed_by is not null and decision is null))
    )`.execute(db);
  await sql`create index otc_trades_offer_idx on otc_trades (offer_id, created_at)`.execute(db);
  await sql`create index otc_trades_seller_idx on otc_trades (seller_id, created_at desc)`.execute(db);
  await sql`create index otc_trades_buyer_idx on otc_trades (buyer_id, created_at desc)`.execute(db);

  await sql`
    create table otc_messages (
      id bigserial primary key,
      trade_id text not null references otc_trades(id),
      sender_id text not null references members(id),
      content text not null check (length(content) between 1 and 1000),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index otc_messages_trade_idx on otc_messages (trade_id, id)`.execute(db);

  await sql`
    create table otc_ratings (
      trade_id text not null references otc_trades(id),
      rater_id text not null references members(id),
      ratee_id text not null references members(id),
      score smallint not null check (score between 1 and 5),
      comment text,
      created_at timestamptz not null,
      primary key (trade_id, rater_id)
    )`.execute(db);
  await sql`create index otc_ratings_ratee_idx on otc_ratings (ratee_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['otc_ratings', 'otc_messages', 'otc_trades', 'otc_offers', 'otc_config']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
