import { sql, type Kysely } from 'kysely';

/**
 * A receiving bank channel's name in each language other than en-US (docs/products.md, "Names
 * per language"), as a catalogue package's: `sys_bank_accounts.channel_name` stays the en-US name
 * and the fallback; a language without a row is flagged in the operator's listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sys_bank_account_names (
      account_id text not null references sys_bank_accounts(id),
      locale text not null check (locale in ('zh-CN', 'ja-JP', 'ko-KP', 'id-ID')),
      name text not null check (length(name) between 1 and 100),
      primary key (account_id, locale)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sys_bank_account_names`.execute(db);
}
