import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';

// A catalogue package's or a bank channel's name in the member's language (docs/products.md,
// "Names per language"): the en-US name is the row's own and the fallback, the others are rows of
// `package_catalogue_names` and `sys_bank_account_names`. For the domains that serve them these
// helpers answer the names; for texts written in en-US before anyone knew who would read them (a
// record's remark, a notification's parameters) a name is replaced only while it is still the
// entry's en-US name: a text written under a name the operator has since changed stays as written.

/** What a member package (or a deposit's bank channel) is called now: its en-US name and its name in `locale`. */
export interface Naming {
  english: string;
  name: string;
}

/** The names in `locale` of the catalogue entries of `packageIds` (member packages), where the operator gave one. */
export async function packageNamesIn(db: Db | Tx, packageIds: readonly string[], locale: Locale): Promise<Map<string, Naming>> {
  if (locale === 'en-US' || packageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_packages as p')
    .innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id')
    .innerJoin('package_catalogue_names as n', 'n.catalogue_id', 'p.catalogue_id')
    .select(['p.id', 'c.name as english', 'n.name'])
    .where('p.id', 'in', [...new Set(packageIds)])
    .where('n.locale', '=', locale)
    .execute();
  return new Map(rows.map((row) => [row.id, { english: row.english, name: row.name }]));
}

/**
 * The catalogue's names in `locale` by en-US name, for a text that carries the name rather than
 * the package (a PIN purchase, a team bonus, an upgrade). An en-US name two entries share is left
 * as it is unless both are named alike: which one the text meant is not known.
 */
export async function catalogueNamesByEnglish(db: Db | Tx, locale: Locale): Promise<Map<string, string>> {
  if (locale === 'en-US') return new Map();
  const rows = await db
    .selectFrom('package_catalogue as c')
    .leftJoin('package_catalogue_names as n', (join) => join.onRef('n.catalogue_id', '=', 'c.id').on('n.locale', '=', locale))
    .select(['c.name as english', 'n.name'])
    .execute();
  const names = new Map<string, string | null>();
  for (const row of rows) {
    const seen = names.get(row.english);
    names.set(row.english, seen === undefined || seen === row.name ? row.name : null);
  }
  return new Map([...names].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** `name` in `locale` from a map of `catalogueNamesByEnglish`; the name as written otherwise. */
export function renamed(names: ReadonlyMap<string, string>, name: string): string {
  return names.get(name) ?? name;
}

/** The names in `locale` of the receiving bank channels `channelIds`, where the operator gave one (en-US: none, the channel's own name). */
export async function bankChannelNamesIn(db: Db | Tx, channelIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
  if (locale === 'en-US' || channelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sys_bank_account_names')
    .select(['account_id', 'name'])
    .where('account_id', 'in', [...new Set(channelIds)])
    .where('locale', '=', locale)
    .execute();
  return new Map(rows.map((row) => [row.account_id, row.name]));
}

/** What the channel of each bank deposit of `orderIds` is called now: its en-US name and its name in `locale`, where the operator gave one. */
export async function depositChannelNamesIn(db: Db | Tx, orderIds: readonly string[], locale: Locale): Promise<Map<string, Naming>> {
  if (locale === 'en-US' || orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('deposit_orders as o')
    .innerJoin('sys_bank_accounts as a', 'a.id', 'o.channel_id')
    .innerJoin('sys_bank_account_names as n', 'n.account_id', 'o.channel_id')
    .select(['o.id', 'a.channel_name as english', 'n.name'])
    .where('o.id', 'in', [...new Set(orderIds)])
    .where('n.locale', '=', locale)
    .execute();
  return new Map(rows.map((row) => [row.id, { english: row.english, name: row.name }]));
}
