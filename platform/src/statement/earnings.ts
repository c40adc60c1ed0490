import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pricesIn, TOTAL_UNIT, valueIn } from '../assets/total.ts';
import { addDays, dayStart, gmt8Day, nextDayStartGmt8 } from '../lib/gmt8.ts';
import { formatMoney, Money } from '../lib/money.ts';
import { BONUS_RECORD_TYPES } from '../team/bonus-types.ts';

/** How many GMT+8 days the earnings chart covers, today included. */
export const EARNINGS_DAYS = 30;

/** The kinds of earnings, each a column of a day: the packages' daily profit and the team's bonuses and rebates. */
export const EARNING_KINDS = ['profit', 'bonus'] as const;
type EarningKind = (typeof EARNING_KINDS)[number];

interface Earned {
  day: string;
  coin: string;
  amount: string;
}

/**
 * What the member earned on each of the last 30 GMT+8 days, by kind, valued in the wallet
 * total's unit at today's convert rates (as the total is): the daily profit of their packages
 * (credited or added to the principal: the accrual's own day) and their bonuses and rebates (the
 * GMT+8 day they were paid). Each day, kind and credit is rounded down to 8 places, then added.
 * A credit with no rate to the unit is left out and named. With `nextProfitAt`, when a package
 * of theirs earns on the next run.
 */
export async function earnings(db: Db, memberId: string, now: Date) {
  const to = gmt8Day(now);
  const from = addDays(to, -(EARNINGS_DAYS - 1));
  const [profit, bonus, pairs, earning] = await Promise.all([
    sql<Earned>`
      select to_char(a.day, 'YYYY-MM-DD') as day, case when a.compounded then p.buy_coin else p.profit_coin end as coin, sum(a.profit)::text as amount
      from package_accruals a join member_packages p on p.id = a.package_id
      where a.member_id = ${memberId} and a.day between ${from}::date and ${to}::date
      group by 1, 2`.execute(db),
    // The GMT+8 wall-clock day of each payment: UTC plus eight hours, whatever the session's zone.
    sql<Earned>`
      select to_char((r.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day, r.coin_name as coin, sum(r.amount)::text as amount
      from asset_records r
      where r.member_id = ${memberId} and r.record_type in (${sql.join([...BONUS_RECORD_TYPES])})
        and r.created_at >= ${dayStart(from)} and r.created_at < ${dayStart(addDays(to, 1))}
      group by 1, 2`.execute(db),
    db.selectFrom('convert_configs').select(['from_coin', 'to_coin', 'rate']).where('enabled', '=', true).execute(),
    db
      .selectFrom('member_packages')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'ACTIVE')
      // An insurance package earns up to its end day; entrust renews.
      .where((eb) => eb.or([eb('kind', '=', 'ENTRUST'), eb('end_day', '>', sql<Date>`${to}::date`)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  const prices = pricesIn(TOTAL_UNIT, pairs);
  const days = new Map<string, Record<EarningKind, Money>>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { profit: new Money(0), bonus: new Money(0) });
  const leftOut = new Set<string>();
  const add = (kind: EarningKind, rows: readonly Earned[]) => {
    for (const row of rows) {
      const price = prices.get(row.coin);
      const sums = days.get(row.day);
      if (!sums) continue;
      if (!price) {
        leftOut.add(row.coin);
        continue;
      }
      sums[kind] = sums[kind].plus(valueIn(row.amount, price));
    }
  };
  add('profit', profit.rows);
  add('bonus', bonus.rows);
  const totals = { profit: new Money(0), bonus: new Money(0) };
  const list = [...days].map(([day, sums]) => {
    totals.profit = totals.profit.plus(sums.profit);
    totals.bonus = totals.bonus.plus(sums.bonus);
    return { day, profit: formatMoney(sums.profit), bonus: formatMoney(sums.bonus) };
  });
  return {
    unit: TOTAL_UNIT,
    from,
    to,
    days: list,
    totals: { profit: formatMoney(totals.profit), bonus: formatMoney(totals.bonus) },
    leftOut: [...leftOut].sort(),
    nextProfitAt: earning ? nextDayStartGmt8(now).toISOString() : null,
  };
}
