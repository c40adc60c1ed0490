import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (docs/security.md, "Passkeys"). `passkeys`: a member's WebAuthn credentials — the
 * credential id the authenticator names it by (unique across members, so a username-less
 * sign-in finds its member), the COSE public key (base64url), the signature counter (a sign-in
 * whose counter goes back is refused), the transports the browser reported (space-separated),
 * the name the member gave it, when it was added and last used. `passkey_challenges`: the
 * random challenge of each registration or sign-in ceremony, kept until it is answered (once:
 * `used_at`) or expires; `member_id` is null for a username-less sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table passkeys (
      id text primary key,
      member_id text not null references members(id),
      credential_id text not null unique,
      public_key text not null,
      counter bigint not null default 0 check (counter >= 0),
      transports text not null default '',
      name text not null check (length(name) between 1 and 64),
      created_at timestamptz not null,
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index passkeys_member_idx on passkeys (member_id, created_at)`.execute(db);

  await sql`
    create table passkey_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('REGISTRATION', 'SIGN_IN', 'SIGN_IN_FACTOR')),
      member_id text references members(id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      check ((purpose = 'SIGN_IN') = (member_id is null))
    )`.execute(db);
  await sql`create index passkey_challenges_expires_idx on passkey_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists passkey_challenges`.execute(db);
  await sql`drop table if exists passkeys`.execute(db);
}
