import { sql, type Kysely } from 'kysely';

/**
 * The jackpot (SPEC "grandPrize", docs/jackpot.md). An operator opens a round with a credit, a
 * ticket price and a house fee; the platform draws a secret seed at that moment and publishes its
 * SHA-256 at once. Members buy tickets (the price moves to the jackpot pool account through the
 * ledger); tickets are numbered 0, 1, 2 … in the order they were bought. Once the round is
 * complete (closed, or past its closing time) the operator draws: the seed is revealed, the
 * winning ticket is HMAC-SHA256(seed, round id) mod the ticket count, and the pool less the fee
 * is paid to its holder as jackpot profit. At most one round is not yet drawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jackpot_rounds (
      id text primary key,
      coin text not null,
      ticket_price numeric(30, 8) not null check (ticket_price > 0),
      fee_ratio numeric(10, 8) not null check (fee_ratio >= 0 and fee_ratio < 1),
      status text not null check (status in ('IN_PROGRESS', 'COMPLETE')),
      closes_at timestamptz,
      seed text not null check (seed ~ '^[0-9a-f]{64}$'),
      seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
      ticket_count integer not null default 0 check (ticket_count >= 0),
      pool_amount numeric(30, 8) not null default 0 check (pool_amount >= 0),
      winning_ticket integer,
      winning_order_id text,
      prize_amount numeric(30, 8),
      fee_amount numeric(30, 8),
      opened_at timestamptz not null,
      closed_at timestamptz,
      drawn_at timestamptz,
      check (drawn_at is null or status = 'COMPLETE'),
      check ((winning_ticket is null) = (winning_order_id is null)),
      check (winning_ticket is null or (winning_ticket >= 0 and winning_ticket < ticket_count))
    )`.execute(db);
  // The database's own guard: one round at a time is open for entries or waiting for its draw.
  await sql`create unique index jackpot_rounds_one_undrawn on jackpot_rounds ((true)) where drawn_at is null`.execute(db);
  await sql`create index jackpot_rounds_opened_idx on jackpot_rounds (opened_at desc)`.execute(db);

  await sql`
    create table jackpot_orders (
      id text primary key,
      round_id text not null references jackpot_rounds(id),
      member_id text not null references members(id),
      tickets integer not null check (tickets > 0),
      first_ticket integer not null check (first_ticket >= 0),
      amount numeric(30, 8) not null check (amount > 0),
      coin text not null,
      status text not null check (status in ('UNPAID', 'WINNING')),
      prize_amount numeric(30, 8),
      created_at timestamptz not null,
      unique (round_id, first_ticket),
      check ((status = 'WINNING') = (prize_amount is not null))
    )`.execute(db);
  await sql`create index jackpot_orders_member_idx on jackpot_orders (member_id, created_at desc)`.execute(db);
  await sql`alter table jackpot_rounds add foreign key (winning_order_id) references jackpot_orders(id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table if exists jackpot_rounds drop column if exists winning_order_id`.execute(db);
  await sql`drop table if exists jackpot_orders`.execute(db);
  await sql`drop table if exists jackpot_rounds`.execute(db);
}
