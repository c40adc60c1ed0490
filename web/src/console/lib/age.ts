import type { ConsoleT } from './text';

/** How long ago `since` was, in the largest whole unit (minutes, hours, days). */
export function ageText(t: ConsoleT, since: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('age.hours', { count: hours });
  return t('age.days', { count: Math.floor(hours / 24) });
}
