import { useTranslation } from 'react-i18next';
import type { AssetRecordStatus, CoinName, RecordsQuery } from '@/generated/graphql';
import { truncateMiddle } from '@/components/truncated-copy';
import { noteMessage } from '../utils/record-note';

export type RecordItem = RecordsQuery['records']['items'][number];

/** A record's status and note in the member's language. */
export function useRecordText() {
  const { t } = useTranslation();
  const credit = (coin: CoinName) => t(`credits.${coin}`);
  return {
    status: (status: AssetRecordStatus | null | undefined) => (status ? t(`records.statuses.${status}`) : ''),
    /** Why the record has its status, then what it is about; in a list an order id is shortened (the details show it whole). */
    note: (item: RecordItem, whole = false) => {
      const message = item.note ? noteMessage(item.note, item.amount, credit) : null;
      let worded = '';
      if (message && 'text' in message) worded = message.text;
      else if (message) {
        const values: Record<string, string | number> = { ...message.values };
        if (!whole && typeof values.order === 'string') values.order = truncateMiddle(values.order);
        worded = t(message.key, values);
      }
      return [item.reason, worded].filter(Boolean).join(' · ');
    },
  };
}
