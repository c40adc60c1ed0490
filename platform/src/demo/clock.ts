import fs from 'node:fs';
import path from 'node:path';
import { IN_MEMORY } from '../db/database.ts';
import { DEMO_DAYS_FILE } from '../lib/data-files.ts';
import type { Clock } from '../lib/time.ts';

export const DAY_MS = 86_400_000;

/**
 * The platform's clock in demo mode: the real time plus the days the operator has moved it on
 * (`pnpm admin demo next-day`), so a profit run, an unlock or a statement month can be seen the
 * same day. The days are kept in DATA_DIR and survive a restart; in memory they live with the process.
 */
export interface DemoClock extends Clock {
  /** Whole days this installation runs ahead of the real date. */
  days(): number;
  /** Moves the clock one day on; answers the new count. */
  advanceOneDay(): number;
}

export function createDemoClock(base: Clock, dataDir: string): DemoClock {
  const file = dataDir === IN_MEMORY ? undefined : path.join(dataDir, DEMO_DAYS_FILE);
  let days = file && fs.existsSync(file) ? Number.parseInt(fs.readFileSync(file, 'utf8'), 10) : 0;
  if (!Number.isSafeInteger(days) || days < 0) days = 0;
  return {
    now: () => new Date(base.now().getTime() + days * DAY_MS),
    days: () => days,
    advanceOneDay() {
      days += 1;
      if (file) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, `${days}\n`);
      }
      return days;
    },
  };
}
