import type { Db } from '../db/database.ts';
import type { CreditType } from '../credits/credit-types.ts';
import { addDays, dayStart, gmt8Day } from '../lib/gmt8.ts';
import { formatMoney, Money, MONEY_SCALE } from '../lib/money.ts';
import { balances } from './service.ts';

/** The unit a wallet total is counted in. */
export const TOTAL_UNIT: CreditType = 'USDT_POINT';

type Pair = { from_coin: string; to_coin: string; rate: string };

/**
 * A credit's price in the unit as a fraction, so a pair used backwards divides once, at the end
 * (98 at 1 / 0.98 is exactly 100, not 99.99999999).
 */
export interface Price {
  numerator: Money;
  denominator: Money;
}

/**
 * Each credit's price in `unit` through the enabled convert pairs: first along pairs the member
 * could convert with (1 X → rate Y, so X is worth rate × Y), then, for a credit no such chain
 * reaches, along a pair that makes it from a priced credit, backwards (1 Y → rate X, so X is
 * worth Y / rate). The shortest chain wins; pairs are taken in a fixed order, so the answer
 * never depends on the database's row order. A credit no chain reaches has no price.
 */
export function pricesIn(unit: CreditType, pairs: readonly Pair[]): Map<string, Price> {
  const ordered = [...pairs].sort((a, b) => `${a.from_coin}>${a.to_coin}`.localeCompare(`${b.from_coin}>${b.to_coin}`));
  const prices = new Map<string, Price>([[unit, { numerator: new Money(1), denominator: new Money(1) }]]);
  for (;;) {
    let added = false;
    // Breadth first: one step from the credits priced so far, forwards before backwards.
    const priced = new Map(prices);
    for (const pair of ordered) {
      const to = priced.get(pair.to_coin);
      if (to && !prices.has(pair.from_coin)) {
        prices.set(pair.from_coin, { numerator: to.numerator.times(pair.rate), denominator: to.denominator });
        added = true;
      }
    }
    if (added) continue;
    for (const pair of ordered) {
      const from = priced.get(pair.from_coin);
      if (from && !prices.has(pair.to_coin)) {
        prices.set(pair.to_coin, { numerator: from.numerator, denominator: from.denominator.times(pair.rate) });
        added = true;
      }
    }
    if (!added) return prices;
  }
}

/** What `amount` of a credit is worth at `price`, rounded down to 8 places: the division last. */
export function valueIn(amount: string | Money, price: Price): string {
  return formatMoney(new Money(amount).times(price.numerator).dividedBy(price.denominator).toDecimalPlaces(MONEY_SCALE, Money.ROUND_DOWN));
}

/**
 * The member's total value in one unit (USDT_POINT): every credit they hold — available,
 * frozen and locked, since all of it is theirs — at the enabled convert rates, fees not
 * deducted (a value, not a quote). Each credit's value is rounded down to 8 places, then
 * added. A credit held with no rate to the unit is named in `leftOut`, never counted as 0.
 */
export async function walletTotal(db: Db, memberId: string, now: Date) {
  const since = await changeSince(db, memberId, now);
  const [held, pairs, moved] = await Promise.all([
    balances(db, memberId),
    db.selectFrom('convert_configs').select(['from_coin', 'to_coin', 'rate']).where('enabled', '=', true).execute(),
    movedSince(db, memberId, dayStart(since)),
  ]);
  const prices = pricesIn(TOTAL_UNIT, pairs);
  let total = new Money(0);
  const counted: { coinName: CreditType; amount: string; rate: string; value: string }[] = [];
  const leftOut: CreditType[] = [];
  for (const balance of held) {
    const amount = new Money(balance.assetsAvailable).plus(balance.assetsFrozen).plus(balance.assetsLocked);
    const price = prices.get(balance.coinName);
    if (!price) {
      if (!amount.isZero()) leftOut.push(balance.coinName);
      continue;
    }
    const value = valueIn(amount, price);
    total = total.plus(value);
    counted.push({ coinName: balance.coinName, amount: formatMoney(amount), rate: valueIn('1', price), value });
  }
  // What the same credits were worth at 00:00 GMT+8 of `since`, at today's rates: each balance
  // then is the balance now less what the ledger moved since. The change is the difference, so
  // it shows what the member gained or spent, not a move of the rates.
  let before = new Money(0);
  for (const balance of held) {
    const price = prices.get(balance.coinName);
    if (!price) continue;
    const holding = new Money(balance.assetsAvailable).plus(balance.assetsFrozen).plus(balance.assetsLocked);
    before = before.plus(valueIn(holding.minus(moved.get(balance.coinName) ?? 0), price));
  }
  return { unit: TOTAL_UNIT, total: formatMoney(total), counted, leftOut, change: { since, amount: formatMoney(total.minus(before)) } };
}

/**
 * How far back the total's change looks: 30 GMT+8 days, or the day the member first held
 * anything (their first ledger line) if that is later; today when they never have.
 */
export const CHANGE_DAYS = 30;

async function changeSince(db: Db, memberId: string, now: Date): Promise<string> {
  const first = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.min('e.created_at').as('at'))
    .where('a.member_id', '=', memberId)
    .executeTakeFirst();
  const window = addDays(gmt8Day(now), -CHANGE_DAYS);
  const firstDay = first?.at ? gmt8Day(new Date(first.at as Date | string)) : gmt8Day(now);
  return firstDay > window ? firstDay : window;
}

/** Per credit, what the ledger moved on the member's accounts (all states) from `from` on. */
async function movedSince(db: Db, memberId: string, from: Date): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.coin_name', (eb) => eb.fn.sum<string>('e.amount').as('moved')])
    .where('a.member_id', '=', memberId)
    .where('e.created_at', '>=', from)
    .groupBy('a.coin_name')
    .execute();
  return new Map(rows.map((row) => [row.coin_name, String(row.moved)]));
}
