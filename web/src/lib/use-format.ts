import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime, formatCount, formatDateTime, formatDay, formatDecimal, formatDuration } from './format';

/** The formatters in the member's current language (re-bound on a language switch). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      decimal: (value: string) => formatDecimal(value, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      businessTime: (iso: string) => formatBusinessTime(iso),
      day: (day: string) => formatDay(day, locale),
      count: (value: number) => formatCount(value, locale),
      duration: (seconds: number) => formatDuration(seconds, locale),
    }),
    [locale],
  );
}
