import { sql, type Kysely } from 'kysely';

/**
 * A passkey as the second factor of money and credential operations (docs/security.md, "A passkey
 * as the second factor"): a ceremony's challenge may now be a member's confirmation (`CONFIRM`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table passkey_challenges drop constraint passkey_challenges_purpose_check`.execute(db);
  await sql`
    alter table passkey_challenges add constraint passkey_challenges_purpose_check
      check (purpose in ('REGISTRATION', 'SIGN_IN', 'SIGN_IN_FACTOR', 'CONFIRM'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from passkey_challenges where purpose = 'CONFIRM'`.execute(db);
  await sql`alter table passkey_challenges drop constraint passkey_challenges_purpose_check`.execute(db);
  await sql`
    alter table passkey_challenges add constraint passkey_challenges_purpose_check
      check (purpose in ('REGISTRATION', 'SIGN_IN', 'SIGN_IN_FACTOR'))`.execute(db);
}
