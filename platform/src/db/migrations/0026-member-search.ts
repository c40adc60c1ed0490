import { sql, type Kysely } from 'kysely';

/**
 * The indexes behind the operators' member search (admin/member-support.ts): a user name's
 * case-insensitive prefix (`lower(user_name) like 'ab%'` needs the pattern operator class in any
 * collation), and an address a member withdrew to or saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index members_user_name_prefix_idx on members (lower(user_name) text_pattern_ops)`.execute(db);
  await sql`create index withdrawal_addresses_address_idx on withdrawal_addresses (lower(address))`.execute(db);
  await sql`create index withdrawal_orders_address_idx on withdrawal_orders (lower(address)) where address is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists withdrawal_orders_address_idx`.execute(db);
  await sql`drop index if exists withdrawal_addresses_address_idx`.execute(db);
  await sql`drop index if exists members_user_name_prefix_idx`.execute(db);
}
