// What a package will still earn, with and without auto add (compounding), computed as the
// platform's daily run does: each day's profit is principal × daily ratio truncated to 8 places;
// with auto add it joins the principal before the next day. Exact decimals (decimal.js).
import { Decimal } from 'decimal.js';

const Exact = Decimal.clone({ precision: 40 });
const DAY_MS = 24 * 60 * 60 * 1000;
const GMT8_MS = 8 * 60 * 60 * 1000;

/** The GMT+8 calendar day of an instant, `YYYY-MM-DD`. */
export function gmt8Day(now: number): string {
  return new Date(now + GMT8_MS).toISOString().slice(0, 10);
}

/** How many daily credits are still to come before `endDay` (days after today, up to and including it). */
export function remainingCredits(endDay: string, now: number): number {
  const days = Math.round((Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${gmt8Day(now)}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

export interface Projection {
  days: number;
  /** Profit paid out day by day, the principal unchanged. */
  simpleProfit: string;
  /** Profit added to the principal day by day. */
  compoundProfit: string;
  /** The principal at the end with auto add. */
  compoundPrincipal: string;
}

export function project(principal: string, dailyRatio: string, days: number): Projection {
  const start = new Exact(principal);
  const ratio = new Exact(dailyRatio);
  const daily = start.times(ratio).toDecimalPlaces(8, Exact.ROUND_DOWN);
  let grown = start;
  for (let day = 0; day < days; day++) grown = grown.plus(grown.times(ratio).toDecimalPlaces(8, Exact.ROUND_DOWN));
  return {
    days,
    simpleProfit: daily.times(days).toFixed(),
    compoundProfit: grown.minus(start).toFixed(),
    compoundPrincipal: grown.toFixed(),
  };
}

/** The parts of a remaining time: days, hours, minutes, seconds (never negative). */
export function countdownParts(untilIso: string, now: number): { days: number; hours: number; minutes: number; seconds: number; done: boolean } {
  const left = Math.max(0, Date.parse(untilIso) - now);
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    done: left === 0,
  };
}

/** The difference an upgrade costs: the larger plan's amount less the package's. */
export function upgradeCost(targetAmount: string, currentAmount: string): string {
  return new Exact(targetAmount).minus(currentAmount).toFixed();
}

/** A ratio such as `0.005` as a percentage string (`0.5`), exactly. */
export function ratioPercent(ratio: string): string {
  return new Exact(ratio).times(100).toFixed();
}
