import { sql, type Kysely } from 'kysely';

/**
 * The ledger's bulk path (the daily profit run) checks its transfers itself, set-based: the
 * per-entry zero-sum trigger, which re-sums a transfer once for each of its lines at commit,
 * is skipped for the entries that path writes while it marks the transaction with
 * `ledger.bulk_checked = on`. Every other insert is checked at commit as before.
 *
 * Balances are updated in place many times a day (the run updates the profit account of every
 * member with a package), and so are the principals of compounding packages: pages of
 * `ledger_accounts` and `member_packages` keep room for new row versions (fillfactor 70 / 80),
 * so such an update stays on its page and touches none of the table's indexes.
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
  await sql`alter table ledger_accounts set (fillfactor = 70)`.execute(db);
  await sql`alter table member_packages set (fillfactor = 80)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts reset (fillfactor)`.execute(db);
  await sql`alter table member_packages reset (fillfactor)`.execute(db);
  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced
      after insert on ledger_entries
      deferrable initially deferred
      for each row execute function ledger_assert_transfer_balanced()`.execute(db);
}
