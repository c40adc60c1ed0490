// One clock for a journey: the platform runs on it (`startStack({ clock })`) and every browser
// context follows it (`clock.follow(context)`), so the dates the platform computes, the ones the
// app shows and the ones a test expects all come from the same time, never from the wall clock.
//
// The clock flows at the real rate from a start that is never ahead of the real time: the gateway
// keeps the real time, and the platform judges sessions on its own clock, so a platform in the
// future would end sessions the gateway still forwards. It can be moved on (a day passes), never
// past the real time.
//
// In the browser it is Playwright's clock (types/types.d.ts, `interface Clock`): `install` fakes
// `Date`, the timers and `performance`, and the time then flows at the real rate from the given
// one (the injected clock resumes in real time; timers — polling, toasts, countdowns — keep
// firing); `setSystemTime` jumps the time "but does not trigger any timers".
import type { BrowserContext } from 'playwright-core';

export const DAY_MS = 86_400_000;
export const GMT8_MS = 8 * 3_600_000;

/** The instant the GMT+8 day of `time` began (its 00:00 GMT+8, i.e. 16:00 UTC the day before). */
export function gmt8DayStart(time: number): number {
  return Math.floor((time + GMT8_MS) / DAY_MS) * DAY_MS - GMT8_MS;
}

/**
 * The most recent 12:00 GMT+8 at or before `time`. A journey started there is twelve hours from
 * either GMT+8 midnight, whenever the run itself starts or ends (a run across the real 00:00
 * GMT+8 included).
 */
export function gmt8NoonAtOrBefore(time: number): number {
  const noon = gmt8DayStart(time) + DAY_MS / 2;
  return noon <= time ? noon : noon - DAY_MS;
}

export class JourneyClock {
  /** The clock's time minus the real time: never above 0. */
  #offset: number;
  readonly #contexts = new Set<BrowserContext>();

  /** A clock at `start` (an instant, not after the real time) now, flowing at the real rate. */
  constructor(start: number) {
    const offset = start - Date.now();
    if (offset > 0) throw new Error(`a journey clock cannot start ahead of the real time (${new Date(start).toISOString()})`);
    this.#offset = offset;
  }

  now(): Date {
    return new Date(Date.now() + this.#offset);
  }

  /** Moves the clock `ms` on, up to the real time; the browsers following it jump with it. */
  async advance(ms: number): Promise<void> {
    this.#offset = Math.min(0, this.#offset + ms);
    const time = this.now();
    await Promise.all([...this.#contexts].map((context) => context.clock.setSystemTime(time)));
  }

  /**
   * Puts a browser context on this clock: call it before its pages load the app. The time then
   * flows in the browser as it does here, and follows each `advance`.
   */
  async follow(context: BrowserContext): Promise<void> {
    await context.clock.install({ time: this.now() });
    this.#contexts.add(context);
    context.on('close', () => this.#contexts.delete(context));
  }
}
