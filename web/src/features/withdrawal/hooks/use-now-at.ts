import { useEffect, useState } from 'react';
import { delayUntil } from '../utils/withdrawal-rules';

/**
 * The current time, refreshed once when the earliest of `moments` (ISO instants) arrives, so a
 * cooling address becomes selectable without a reload. One timer, no ticking.
 */
export function useNowAt(moments: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = moments
    .map((moment) => delayUntil(moment, now))
    .filter((delay): delay is number => delay !== undefined)
    .reduce<number | undefined>((earliest, delay) => (earliest === undefined || delay < earliest ? delay : earliest), undefined);
  useEffect(() => {
    if (next === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), next + 500);
    return () => window.clearTimeout(timer);
  }, [next]);
  return now;
}
