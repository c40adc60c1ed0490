import { sql, type Kysely } from 'kysely';

/**
 * A catalogue package's name in each language other than en-US (docs/products.md, "Names per
 * language"): `package_catalogue.name` stays the en-US name and the fallback. One row per
 * package and language; a language without a row is flagged in the operator's listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table package_catalogue_names (
      catalogue_id text not null references package_catalogue(id),
      locale text not null check (locale in ('zh-CN', 'ja-JP', 'ko-KP', 'id-ID')),
      name text not null check (length(name) between 1 and 64),
      primary key (catalogue_id, locale)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table package_catalogue_names`.execute(db);
}
