import { LOCALES, type Locale } from '@portal/envelope/catalogue';
import type { Db } from '../db/database.ts';
import type { PackageKind } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { isCreditType } from '../credits/credit-types.ts';
import { formatMoney, isDecimalString, money, type Money } from '../lib/money.ts';
import { projectProfit } from './projection.ts';

/** The package catalogue: what members may buy of each kind, and the operator's changes to it. */

type CatalogueRow = {
  id: string;
  kind: PackageKind;
  name: string;
  amount: string;
  contract_days: number;
  daily_profit_ratio: string;
  max_purchase_count: number;
  buy_coin: string;
  profit_coin: string;
  redeem_fee_ratio: string;
  premium_ratio: string;
  premium_rounds: number;
  claim_payout_ratio: string;
  enabled: boolean;
  sort_order: number;
};

export function catalogueView(row: CatalogueRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    amount: formatMoney(row.amount),
    coinName: row.buy_coin,
    profitCoinName: row.profit_coin,
    contractDays: row.contract_days,
    dailyProfitRatio: formatMoney(row.daily_profit_ratio),
    /** The profit of the whole term, paid day by day (auto add off). */
    termProfit: projectProfit(row.amount, row.daily_profit_ratio, row.contract_days).simpleProfit,
    maxPurchaseCount: row.max_purchase_count,
    redeemFeeRatio: formatMoney(row.redeem_fee_ratio),
    ...(row.kind === 'INSURANCE'
      ? { premiumRatio: formatMoney(row.premium_ratio), premiumRounds: row.premium_rounds, claimPayoutRatio: formatMoney(row.claim_payout_ratio) }
      : {}),
    enabled: row.enabled,
    sortOrder: row.sort_order,
  };
}

/** The languages a package may be named in besides en-US (its `name`, the fallback). */
export const NAMED_LOCALES = LOCALES.filter((locale) => locale !== 'en-US') as Exclude<Locale, 'en-US'>[];
export type NamedLocale = (typeof NAMED_LOCALES)[number];

/** Each package's names by language (en-US not among them: that is `name`). */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, Partial<Record<NamedLocale, string>>>> {
  const names = new Map<string, Partial<Record<NamedLocale, string>>>();
  if (ids.length === 0) return names;
  const rows = await db.selectFrom('package_catalogue_names').selectAll().where('catalogue_id', 'in', ids).execute();
  for (const row of rows) names.set(row.catalogue_id, { ...names.get(row.catalogue_id), [row.locale]: row.name });
  return names;
}

/** The operator's view of a package: every name, and the languages still without one (members of those read the en-US name). */
function operatorView(row: CatalogueRow, names: Partial<Record<NamedLocale, string>> = {}) {
  return { ...catalogueView(row), names, missingLanguages: NAMED_LOCALES.filter((locale) => !names[locale]) };
}

/** A package's name in `locale`, the en-US name when the operator gave it none. */
export function nameIn(row: { name: string }, names: Partial<Record<NamedLocale, string>> | undefined, locale: Locale): string {
  return locale === 'en-US' ? row.name : (names?.[locale] ?? row.name);
}

/** Views of packages, PIN code plans or codes (each with its catalogue `matchingId`) with the name in `locale`. */
export async function namedIn<T extends { matchingId: string; name: string }>(db: Db, views: T[], locale: Locale): Promise<T[]> {
  if (locale === 'en-US' || views.length === 0) return views;
  const names = await namesOf(db, [...new Set(views.map((view) => view.matchingId))]);
  return views.map((view) => ({ ...view, name: nameIn(view, names.get(view.matchingId), locale) }));
}

/** The whole catalogue of one kind, enabled or not (the operator's view). */
export async function catalogue(db: Db, kind: PackageKind) {
  const rows = await db.selectFrom('package_catalogue').selectAll().where('kind', '=', kind).orderBy('sort_order').orderBy('id').execute();
  const names = await namesOf(db, rows.map((row) => row.id));
  return rows.map((row) => operatorView(row, names.get(row.id)));
}

/** What a member sees of one kind: the enabled packages, each with how many of it the member has bought. */
export async function memberCatalogue(db: Db, kind: PackageKind, memberId: string, locale: Locale = 'en-US') {
  const rows = await db.selectFrom('package_catalogue').selectAll().where('kind', '=', kind).where('enabled', '=', true).orderBy('sort_order').orderBy('id').execute();
  const names = await namesOf(db, rows.map((row) => row.id));
  const bought = await db
    .selectFrom('member_packages')
    .select(['catalogue_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('member_id', '=', memberId)
    .where('origin', '=', 'PURCHASE')
    .groupBy('catalogue_id')
    .execute();
  const counts = new Map(bought.map((b) => [b.catalogue_id, Number(b.n)]));
  return rows.map((row) => ({ ...catalogueView(row), name: nameIn(row, names.get(row.id), locale), purchasedCount: counts.get(row.id) ?? 0 }));
}

export interface CatalogueChange {
  id: string;
  kind?: PackageKind | undefined;
  name?: string | undefined;
  amount?: string | undefined;
  contractDays?: number | undefined;
  dailyProfitRatio?: string | undefined;
  maxPurchaseCount?: number | undefined;
  coinName?: string | undefined;
  profitCoinName?: string | undefined;
  redeemFeeRatio?: string | undefined;
  premiumRatio?: string | undefined;
  premiumRounds?: number | undefined;
  claimPayoutRatio?: string | undefined;
  enabled?: boolean | undefined;
  sortOrder?: number | undefined;
  /** Names in other languages; an empty name removes that language's (members then read the en-US name). */
  names?: Record<string, string> | undefined;
}

/** Operator: change a catalogue package (or add one: kind, name, amount, contractDays, dailyProfitRatio, maxPurchaseCount are then required). */
export async function setCatalogue(db: Db, change: CatalogueChange, now: Date) {
  const decimal = (name: string, value: string | undefined, ok: (m: Money) => boolean) => {
    if (value === undefined) return undefined;
    if (!isDecimalString(value) || !ok(money(value))) throw new RuleViolation('VALIDATION', { detail: `${name} is out of range` });
    return value;
  };
  const coin = (name: string, value: string | undefined) => {
    if (value !== undefined && !isCreditType(value)) throw new RuleViolation('VALIDATION', { detail: `${name} is not a credit` });
    return value;
  };
  for (const locale of Object.keys(change.names ?? {})) {
    if (!(NAMED_LOCALES as string[]).includes(locale)) throw new RuleViolation('VALIDATION', { detail: `names: ${locale} is not one of ${NAMED_LOCALES.join(', ')}` });
  }
  const values = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.amount === undefined ? {} : { amount: decimal('amount', change.amount, (m) => m.greaterThan(0))! }),
    ...(change.contractDays === undefined ? {} : { contract_days: change.contractDays }),
    ...(change.dailyProfitRatio === undefined ? {} : { daily_profit_ratio: decimal('dailyProfitRatio', change.dailyProfitRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1))! }),
    ...(change.maxPurchaseCount === undefined ? {} : { max_purchase_count: change.maxPurchaseCount }),
    ...(change.coinName === undefined ? {} : { buy_coin: coin('coinName', change.coinName)! }),
    ...(change.profitCoinName === undefined ? {} : { profit_coin: coin('profitCoinName', change.profitCoinName)! }),
    ...(change.redeemFeeRatio === undefined ? {} : { redeem_fee_ratio: decimal('redeemFeeRatio', change.redeemFeeRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1))! }),
    ...(change.premiumRatio === undefined ? {} : { premium_ratio: decimal('premiumRatio', change.premiumRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1))! }),
    ...(change.premiumRounds === undefined ? {} : { premium_rounds: change.premiumRounds }),
    ...(change.claimPayoutRatio === undefined ? {} : { claim_payout_ratio: decimal('claimPayoutRatio', change.claimPayoutRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThanOrEqualTo(10))! }),
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    ...(change.sortOrder === undefined ? {} : { sort_order: change.sortOrder }),
    updated_at: now,
  };
  const existing = await db.selectFrom('package_catalogue').select('kind').where('id', '=', change.id).executeTakeFirst();
  if (existing) {
    if (change.kind !== undefined && change.kind !== existing.kind) throw new RuleViolation('VALIDATION', { detail: 'the kind of a package cannot change' });
    await db.updateTable('package_catalogue').set(values).where('id', '=', change.id).execute();
  } else {
    const { kind, name, amount, contractDays, dailyProfitRatio, maxPurchaseCount } = change;
    if (!kind || !name || !amount || !contractDays || dailyProfitRatio === undefined || !maxPurchaseCount) {
      throw new RuleViolation('VALIDATION', { detail: 'a new package needs kind, name, amount, contractDays, dailyProfitRatio and maxPurchaseCount' });
    }
    if (!/^[A-Z0-9-]{2,32}$/.test(change.id)) throw new RuleViolation('VALIDATION', { detail: 'id is 2–32 capital letters, digits or dashes' });
    const defaultCoin = kind === 'INSURANCE' ? 'INSURANCE_POINT' : 'ASSETS_POINT';
    await db
      .insertInto('package_catalogue')
      .values({
        id: change.id,
        kind,
        name,
        amount: values.amount!,
        contract_days: contractDays,
        daily_profit_ratio: values.daily_profit_ratio!,
        max_purchase_count: maxPurchaseCount,
        buy_coin: values.buy_coin ?? defaultCoin,
        profit_coin: values.profit_coin ?? 'BONUS_POINT',
        ...values,
      })
      .execute();
  }
  for (const [locale, name] of Object.entries(change.names ?? {}) as [NamedLocale, string][]) {
    if (!name.trim()) {
      await db.deleteFrom('package_catalogue_names').where('catalogue_id', '=', change.id).where('locale', '=', locale).execute();
      continue;
    }
    await db
      .insertInto('package_catalogue_names')
      .values({ catalogue_id: change.id, locale, name: name.trim() })
      .onConflict((oc) => oc.columns(['catalogue_id', 'locale']).doUpdateSet({ name: name.trim() }))
      .execute();
  }
  const row = await db.selectFrom('package_catalogue').selectAll().where('id', '=', change.id).executeTakeFirstOrThrow();
  return operatorView(row, (await namesOf(db, [change.id])).get(change.id));
}
