import { sql, type Kysely } from 'kysely';

/**
 * Operators under their own names (docs/operations.md). `operators`: a name, an Argon2id
 * password hash, a role, an authenticator secret sealed with the platform's factor key (the
 * same sealing as members'), the newest accepted code's step (a code is taken once), and the
 * wrong sign-ins counted towards a lock. `operator_sessions`: only the token's SHA-256, with an
 * idle and an absolute limit. `audit_trail`: one row per operator action, each with the hash of
 * the row before it; `audit_head` is the chain's one head row, locked by every append so two
 * appends never take the same place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operators (
      id text primary key,
      name text not null check (name ~ '^[A-Za-z0-9._-]{2,32}$'),
      role text not null check (role in ('support', 'compliance', 'finance', 'admin')),
      password_hash text not null,
      totp_secret_sealed text not null,
      totp_last_step bigint not null default 0,
      failed_sign_ins integer not null default 0 check (failed_sign_ins >= 0),
      locked_until timestamptz,
      disabled_at timestamptz,
      created_by text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create unique index operators_name_idx on operators (lower(name))`.execute(db);

  await sql`
    create table operator_sessions (
      token_hash text primary key,
      operator_id text not null references operators(id),
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz
    )`.execute(db);
  await sql`create index operator_sessions_operator_idx on operator_sessions (operator_id)`.execute(db);

  await sql`
    create table audit_trail (
      sequence bigint primary key check (sequence >= 1),
      created_at timestamptz not null,
      actor_kind text not null check (actor_kind in ('OPERATOR', 'AUTOMATION')),
      operator_id text,
      operator_name text,
      action text not null,
      object_type text not null,
      object_id text,
      request text not null,
      answer text not null,
      reason text,
      prev_hash text not null,
      hash text not null
    )`.execute(db);
  await sql`create index audit_trail_created_idx on audit_trail (created_at)`.execute(db);
  await sql`create index audit_trail_operator_idx on audit_trail (operator_id, sequence)`.execute(db);

  await sql`
    create table audit_head (
      id integer primary key check (id = 1),
      sequence bigint not null,
      hash text not null
    )`.execute(db);
  // The chain starts from 64 zeros: the first row's prev_hash.
  await sql`insert into audit_head (id, sequence, hash) values (1, 0, ${'0'.repeat(64)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_head`.execute(db);
  await sql`drop table if exists audit_trail`.execute(db);
  await sql`drop table if exists operator_sessions`.execute(db);
  await sql`drop table if exists operators`.execute(db);
}
