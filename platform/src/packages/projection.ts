import { assert } from '../errors.ts';
import { daysBetween, dayStart, gmt8Day, nextDayStartGmt8 } from '../lib/gmt8.ts';
import { formatMoney, Money, MONEY_SCALE } from '../lib/money.ts';

// What a package earns and when, as the daily profit run (accrual) computes it; served to members
// beside each plan and package, so the screens show the platform's own arithmetic.

/** The day's profit of one package, as the run's SQL computes it: principal × daily ratio, truncated to 8 places. */
export function dailyProfit(principal: string | Money, dailyRatio: string): Money {
  return new Money(principal).times(dailyRatio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_DOWN);
}

export interface Projection {
  /** The daily credits the projection counts. */
  days: number;
  /** The profit paid out day by day, the principal unchanged (auto add off). */
  simpleProfit: string;
  /** The profit added to the principal day by day (auto add on). */
  compoundProfit: string;
  /** The principal after the last of those days with auto add on. */
  compoundPrincipal: string;
}

/** What `principal` earns over `days` daily credits, without and with auto add. */
export function projectProfit(principal: string, dailyRatio: string, days: number): Projection {
  assert(Number.isInteger(days) && days >= 0, `whole days ahead: ${days}`);
  const start = new Money(principal);
  let grown = start;
  for (let day = 0; day < days; day++) grown = grown.plus(dailyProfit(grown, dailyRatio));
  return {
    days,
    simpleProfit: formatMoney(dailyProfit(start, dailyRatio).times(days)),
    compoundProfit: formatMoney(grown.minus(start)),
    compoundPrincipal: formatMoney(grown),
  };
}

/** The daily credits still to come for a package ending on `endDay`: one for each day after today up to and including it. */
export function creditsLeft(endDay: string, now: Date): number {
  return Math.max(0, daysBetween(gmt8Day(now), endDay));
}

/**
 * When the next daily profit is credited: the next 00:00 GMT+8 while the package earns; none
 * once it is closed, or for an insurance package whose term ends before then.
 */
export function nextProfitAt(kind: 'INSURANCE' | 'ENTRUST', state: string, endDay: string, now: Date): string | null {
  if (state === 'TERMINATED' || state === 'UNLOCKED') return null;
  const next = nextDayStartGmt8(now);
  if (kind === 'INSURANCE' && next > dayStart(endDay)) return null;
  return next.toISOString();
}

/**
 * Days of the current contract gone by: the contract length less the credits still to come, so
 * 0 on the start day and the whole length from the end day on (an entrust package counts its
 * current term, which a renewal starts again).
 */
export function contractDaysElapsed(contractDays: number, endDay: string, now: Date): number {
  return Math.min(contractDays, Math.max(0, contractDays - creditsLeft(endDay, now)));
}
