// Showing a package's figures: countdowns and percentages. What a package earns (projections,
// the next credit), an upgrade's cost and a refill's amount come from the platform.
import { Decimal } from 'decimal.js';

const Exact = Decimal.clone({ precision: 40 });

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

/** A ratio such as `0.005` as a percentage string (`0.5`), exactly. */
export function ratioPercent(ratio: string): string {
  return new Exact(ratio).times(100).toFixed();
}
