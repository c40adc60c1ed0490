import { Decimal } from 'decimal.js';
import type { UpstreamPackage } from '../upstream/packages.ts';

const GMT8_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next 00:00 GMT+8 after `now`: when the daily profit run credits the next day. */
export function nextMidnightGmt8(now: Date): Date {
  const local = now.getTime() + GMT8_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - GMT8_MS);
}

/** The part of the profit paid to the profit credit's balance: all of it less what the platform added to the principal. */
export function creditedProfit(pkg: Pick<UpstreamPackage, 'totalProfit' | 'compoundedProfit'>): string {
  return new Decimal(pkg.totalProfit).minus(pkg.compoundedProfit).toFixed();
}

/** When the next daily profit is credited: the next 00:00 GMT+8 while the package earns, else null. */
export function nextProfitAt(pkg: Pick<UpstreamPackage, 'state' | 'unlockAt' | 'kind'>, now = new Date()): string | null {
  if (pkg.state === 'TERMINATED' || pkg.state === 'UNLOCKED') return null;
  const next = nextMidnightGmt8(now);
  if (pkg.kind === 'INSURANCE' && next.getTime() > Date.parse(pkg.unlockAt)) return null;
  return next.toISOString();
}
