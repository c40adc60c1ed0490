import { sql, type Kysely } from 'kysely';

/**
 * Commitment packages (SPEC "commitment-package", docs/commitment.md). A member commits to a
 * package of the catalogue: its amount moves available → frozen while the application waits for
 * the operator; approval opens the package from the frozen amount (a purchase), rejection returns
 * it. The free package is one claim per member of the catalogue package the operator configures
 * (a trial package, funded by the platform). Both kinds are rows of `commitment_packages`; the
 * partial unique index is the database's own guard that the free package is claimed once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table commitment_settings (
      id integer primary key check (id = 1),
      free_catalogue_id text not null references package_catalogue(id),
      free_enabled boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into commitment_settings (id, free_catalogue_id) select 1, id from package_catalogue where id = 'ENT-100'`.execute(db);

  await sql`
    create table commitment_packages (
      id text primary key,
      member_id text not null references members(id),
      type text not null check (type in ('COMMITMENT', 'FREE')),
      catalogue_id text not null references package_catalogue(id),
      amount numeric(30, 8) not null check (amount >= 0),
      coin text not null,
      status text not null check (status in ('PENDING_REVIEW', 'APPROVED', 'REJECTED')),
      package_id text references member_packages(id),
      review_note text,
      created_at timestamptz not null,
      reviewed_at timestamptz,
      updated_at timestamptz not null,
      check ((status = 'APPROVED') = (package_id is not null)),
      check (type = 'COMMITMENT' or status = 'APPROVED')
    )`.execute(db);
  await sql`create index commitment_packages_member_idx on commitment_packages (member_id, created_at desc)`.execute(db);
  await sql`create index commitment_packages_pending_idx on commitment_packages (created_at) where status = 'PENDING_REVIEW'`.execute(db);
  await sql`create unique index commitment_packages_one_free on commitment_packages (member_id) where type = 'FREE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists commitment_packages`.execute(db);
  await sql`drop table if exists commitment_settings`.execute(db);
}
