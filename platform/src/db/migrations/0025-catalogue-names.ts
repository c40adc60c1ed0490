import { sql, type Kysely } from 'kysely';

// The shipped packages (0005-packages) in the other languages, written as \u escapes (the bundle
// stays Latin-1): only for an entry that still has its shipped en-US name.
const SHIPPED_NAMES: [id: string, english: string, locale: string, name: string][] = [
  ['INS-100', 'Insurance 100', 'zh-CN', '\u4fdd\u9669 100'],
  ['INS-100', 'Insurance 100', 'ja-JP', '\u4fdd\u967a 100'],
  ['INS-100', 'Insurance 100', 'ko-KP', '\ubcf4\ud5d8 100'],
  ['INS-100', 'Insurance 100', 'id-ID', 'Asuransi 100'],
  ['INS-500', 'Insurance 500', 'zh-CN', '\u4fdd\u9669 500'],
  ['INS-500', 'Insurance 500', 'ja-JP', '\u4fdd\u967a 500'],
  ['INS-500', 'Insurance 500', 'ko-KP', '\ubcf4\ud5d8 500'],
  ['INS-500', 'Insurance 500', 'id-ID', 'Asuransi 500'],
  ['INS-1000', 'Insurance 1000', 'zh-CN', '\u4fdd\u9669 1000'],
  ['INS-1000', 'Insurance 1000', 'ja-JP', '\u4fdd\u967a 1000'],
  ['INS-1000', 'Insurance 1000', 'ko-KP', '\ubcf4\ud5d8 1000'],
  ['INS-1000', 'Insurance 1000', 'id-ID', 'Asuransi 1000'],
  ['ENT-100', 'Entrust 100', 'zh-CN', '\u6258\u7ba1 100'],
  ['ENT-100', 'Entrust 100', 'ja-JP', '\u4fe1\u8a17 100'],
  ['ENT-100', 'Entrust 100', 'ko-KP', '\uc704\ud0c1 100'],
  ['ENT-100', 'Entrust 100', 'id-ID', 'Titipan 100'],
  ['ENT-1000', 'Entrust 1000', 'zh-CN', '\u6258\u7ba1 1000'],
  ['ENT-1000', 'Entrust 1000', 'ja-JP', '\u4fe1\u8a17 1000'],
  ['ENT-1000', 'Entrust 1000', 'ko-KP', '\uc704\ud0c1 1000'],
  ['ENT-1000', 'Entrust 1000', 'id-ID', 'Titipan 1000'],
];

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
  for (const [id, english, locale, name] of SHIPPED_NAMES) {
    await sql`
      insert into package_catalogue_names (catalogue_id, locale, name)
      select id, ${locale}, ${name} from package_catalogue where id = ${id} and name = ${english}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table package_catalogue_names`.execute(db);
}
