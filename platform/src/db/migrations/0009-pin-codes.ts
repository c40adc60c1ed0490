import { sql, type Kysely } from 'kysely';

/**
 * PIN codes (SPEC "matchingCode", docs/pin-codes.md): what a code of each package plan costs and
 * which credit pays (operator configuration; shipped defaults below: every plan of the catalogue
 * at its own amount, paid in CASH_POINT, so a member can buy codes on a fresh install), the codes
 * themselves (one current holder, pending until used once), and each code's chain of custody.
 * A package opened by a code has the origin PIN.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pin_code_prices (
      catalogue_id text primary key references package_catalogue(id),
      price numeric(30, 8) not null check (price > 0),
      coin text not null,
      enabled boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into pin_code_prices (catalogue_id, price, coin)
    select id, amount, 'CASH_POINT' from package_catalogue
    on conflict (catalogue_id) do nothing`.execute(db);

  await sql`
    create table pin_codes (
      id text primary key,
      code text not null unique check (code ~ '^[0-9A-Z]{12}$'),
      catalogue_id text not null references package_catalogue(id),
      origin text not null check (origin in ('PURCHASE', 'ISSUE')),
      price numeric(30, 8) not null check (price >= 0),
      coin text not null,
      holder_id text not null references members(id),
      status text not null check (status in ('PENDING', 'ACTIVATED')),
      activated_for_id text references members(id),
      package_id text references member_packages(id),
      activated_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((status = 'ACTIVATED') = (package_id is not null))
    )`.execute(db);
  await sql`create index pin_codes_holder_idx on pin_codes (holder_id, created_at desc)`.execute(db);

  // The chain of custody: who bought (or was issued) a code, every hand it passed through, and
  // whom it was activated for. A member who ever held a code is `to_id` of one of its events.
  await sql`
    create table pin_code_events (
      id bigserial primary key,
      code_id text not null references pin_codes(id),
      type text not null check (type in ('PURCHASE', 'ISSUE', 'TRANSFER', 'ACTIVATE')),
      from_id text references members(id),
      to_id text references members(id),
      for_id text references members(id),
      package_id text references member_packages(id),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index pin_code_events_code_idx on pin_code_events (code_id, id)`.execute(db);
  await sql`create index pin_code_events_to_idx on pin_code_events (to_id, code_id)`.execute(db);
  await sql`create index pin_code_events_from_idx on pin_code_events (from_id, id)`.execute(db);

  await sql`alter table member_packages drop constraint member_packages_origin_check`.execute(db);
  await sql`alter table member_packages add constraint member_packages_origin_check check (origin in ('PURCHASE', 'SPECIAL', 'TRIAL', 'PIN'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pin_code_events', 'pin_codes', 'pin_code_prices']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`alter table member_packages drop constraint member_packages_origin_check`.execute(db);
  await sql`alter table member_packages add constraint member_packages_origin_check check (origin in ('PURCHASE', 'SPECIAL', 'TRIAL'))`.execute(db);
}
