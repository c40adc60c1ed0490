import { useTranslation } from 'react-i18next';
import type { AssetRecordStatus, CoinName, RecordsQuery } from '@/generated/graphql';
import { noteMessage } from '../utils/record-note';

export type RecordItem = RecordsQuery['records']['items'][number];

/** A record's status and note in the member's language. */
export function useRecordText() {
  const { t } = useTranslation();
  const credit = (coin: CoinName) => t(`credits.${coin}`);
  return {
    status: (status: AssetRecordStatus | null | undefined) => (status ? t(`records.statuses.${status}`) : ''),
    /** Why the record has its status, then what it is about. */
    note: (item: RecordItem) => {
      const message = item.note ? noteMessage(item.note, item.amount, credit) : null;
      const worded = message ? ('text' in message ? message.text : t(message.key, message.values)) : '';
      return [item.reason, worded].filter(Boolean).join(' · ');
    },
  };
}
