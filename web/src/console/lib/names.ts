import { useCallback } from 'react';
import { rankKey } from '@/lib/ranks';
import { useConsoleText, type ConsoleKey } from './text';

// Names instead of the platform's codes, in the console's languages (its own catalogue: the
// member app's is far larger and would grow the console's bundle). An unknown code shows as itself.

/** A credit's name (`CASH_POINT` → "Cash"). */
export function useCreditName(): (coinName: string) => string {
  const { t } = useConsoleText();
  return useCallback((coinName: string) => t(`credits.${coinName}` as ConsoleKey, { defaultValue: coinName }), [t]);
}

/** A rank's name (-1 → "No grade"; an unknown rank → "Rank 8"). */
export function useRankName(): (level: number) => string {
  const { t } = useConsoleText();
  return useCallback(
    (level: number) => {
      const key = rankKey(level);
      return key ? t(key as ConsoleKey) : t('ranks.unknown', { level });
    },
    [t],
  );
}

/** A record's status in words (`SUCCESS` → "Successful"). */
export function useRecordStatusName(): (status: string) => string {
  const { t } = useConsoleText();
  return useCallback((status: string) => t(`recordStatuses.${status}` as ConsoleKey, { defaultValue: status }), [t]);
}
