import { sql } from 'kysely';
import { assert } from '../errors.ts';
import type { Tx } from '../db/database.ts';

/**
 * The ledger's bulk path, for runs that post many small transfers at once (the daily profit
 * engine): the caller stages lines in `ledger_staging` (created by `openLedgerStaging`), then
 * `postStagedTransfers` writes every transfer, its entries with running balances and versions,
 * and the new balances in a few set-based statements. Same invariants as `postTransfer`: each
 * transfer has ≥ 2 non-zero lines summing to zero (checked here before writing, and again by the
 * database on the entries as written, in one set-based query, instead of the per-entry deferred
 * trigger: migration 0008); accounts are locked in id order; and only accounts allowed below
 * zero (the platform's) may be debited, so no member balance can go negative on this path.
 */
export async function openLedgerStaging(tx: Tx): Promise<void> {
  await sql`
    create temp table if not exists ledger_staging (
      transfer_id text not null,
      record_type text not null,
      memo text,
      account_id text not null,
      amount numeric(30, 8) not null,
      seq bigint not null
    ) on commit drop`.execute(tx);
  await sql`truncate ledger_staging`.execute(tx);
}

export async function postStagedTransfers(tx: Tx, now: Date): Promise<{ transfers: number; entries: number }> {
  await sql`analyze ledger_staging`.execute(tx);
  const staged = await sql<{ lines: string; transfers: string }>`
    select count(*)::text as lines, count(distinct transfer_id)::text as transfers from ledger_staging`.execute(tx);
  const lines = Number(staged.rows[0]!.lines);
  const transfers = Number(staged.rows[0]!.transfers);
  if (lines === 0) return { transfers: 0, entries: 0 };

  const unbalanced = await sql<{ transfer_id: string }>`
    select transfer_id from ledger_staging group by transfer_id
    having sum(amount) <> 0 or count(*) < 2 or bool_or(amount = 0) limit 1`.execute(tx);
  assert(unbalanced.rows.length === 0, `staged transfer ${unbalanced.rows[0]?.transfer_id} has ≥ 2 non-zero lines summing to zero`);
  const memberDebit = await sql<{ account_id: string }>`
    select s.account_id from ledger_staging s join ledger_accounts a on a.id = s.account_id
    where s.amount < 0 and not a.allow_negative limit 1`.execute(tx);
  assert(memberDebit.rows.length === 0, `the bulk path debits only accounts allowed below zero, not ${memberDebit.rows[0]?.account_id}`);

  await sql`
    insert into ledger_transfers (id, record_type, memo, created_at)
    select distinct on (transfer_id) transfer_id, record_type, memo, ${now} from ledger_staging order by transfer_id`.execute(tx);
  await sql`select id from ledger_accounts where id in (select account_id from ledger_staging) order by id for update`.execute(tx);
  // The transfers are new (their ids were just inserted), so the entries written here are all
  // their lines: the zero-sum check runs once over them as stored, not once per entry at commit.
  await sql`select set_config('ledger.bulk_checked', 'on', true)`.execute(tx);
  const written = await sql<{ entries: string; unbalanced: string | null }>`
    with inserted as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version, created_at)
      select s.transfer_id, s.account_id, s.amount,
             a.balance + sum(s.amount) over w - s.amount,
             a.balance + sum(s.amount) over w,
             a.version + row_number() over w,
             ${now}
      from ledger_staging s join ledger_accounts a on a.id = s.account_id
      window w as (partition by s.account_id order by s.seq rows between unbounded preceding and current row)
      returning transfer_id, amount
    )
    select (select count(*) from inserted)::text as entries,
           (select transfer_id from inserted group by transfer_id having sum(amount) <> 0 or count(*) < 2 limit 1) as unbalanced`.execute(tx);
  await sql`select set_config('ledger.bulk_checked', 'off', true)`.execute(tx);
  assert(written.rows[0]!.unbalanced === null, `ledger transfer ${written.rows[0]!.unbalanced} does not sum to zero`);
  assert(Number(written.rows[0]!.entries) === lines, 'every staged line became one entry');
  await sql`
    update ledger_accounts a set balance = a.balance + t.total, version = a.version + t.n
    from (select account_id, sum(amount) as total, count(*)::int as n from ledger_staging group by account_id) t
    where a.id = t.account_id`.execute(tx);
  await sql`truncate ledger_staging`.execute(tx);
  return { transfers, entries: lines };
}
