import { sql, type Kysely } from 'kysely';

/**
 * The ledger's bulk path (the daily profit run) checks its transfers itself, set-based: the
 * per-entry zero-sum trigger, which re-sums a transfer once for each of its lines at commit,
 * is skipped for the entries that path writes while it marks the transaction with
 * `ledger.bulk_checked = on`. Every other insert is checked at commit as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced
      after insert on ledger_entries
      deferrable initially deferred
      for each row
      when (current_setting('ledger.bulk_checked', true) is distinct from 'on')
      execute function ledger_assert_transfer_balanced()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced
      after insert on ledger_entries
      deferrable initially deferred
      for each row execute function ledger_assert_transfer_balanced()`.execute(db);
}
