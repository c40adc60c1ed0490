import { sql, type Kysely } from 'kysely';

/**
 * Withdrawal and deposit settings an admin changes from the console (docs/operations.md,
 * "Configuration in the console"): one row each, every column an override of the platform's
 * environment (WITHDRAWAL_FEE, WITHDRAWAL_MIN, …); null keeps the environment's value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdrawal_settings (
      id boolean primary key default true check (id),
      fee_type text check (fee_type in ('FIXED', 'RATIO')),
      fee_value numeric(30, 8) check (fee_value >= 0),
      min_amount numeric(30, 8) check (min_amount > 0),
      max_amount numeric(30, 8) check (max_amount > 0),
      multiple numeric(30, 8) check (multiple > 0),
      updated_at timestamptz not null,
      check ((fee_type is null) = (fee_value is null)),
      check (fee_type is distinct from 'RATIO' or fee_value < 1)
    )`.execute(db);
  await sql`
    create table deposit_settings (
      id boolean primary key default true check (id),
      min_amount numeric(30, 8) check (min_amount > 0),
      multiple numeric(30, 8) check (multiple > 0),
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table deposit_settings`.execute(db);
  await sql`drop table withdrawal_settings`.execute(db);
}
