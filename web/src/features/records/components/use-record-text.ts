import { useTranslation } from 'react-i18next';
import type { AssetRecordStatus, CoinName, RecordsQuery } from '@/generated/graphql';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/use-format';
import { noteMessage } from '../utils/record-note';

export type RecordItem = RecordsQuery['records']['items'][number];

/** A record's status and note in the member's language. */
export function useRecordText() {
  const { t } = useTranslation();
  const format = useFormat();
  const wording = { credit: (coin: CoinName) => t(`credits.${coin}`), day: format.day };
  const messageOf = (item: RecordItem) => (item.note ? noteMessage(item.note, item.amount, wording) : null);
  return {
    status: (status: AssetRecordStatus | null | undefined) => (status ? t(`records.statuses.${status}`) : ''),
    /** What the record is about, in words: no id (the details offer it as the reference). */
    words: (item: RecordItem) => {
      const message = messageOf(item);
      if (!message) return '';
      return 'text' in message ? message.text : t(message.key, message.values);
    },
    /** Why the record has its status, then what it is about. */
    note: (item: RecordItem) => {
      const message = messageOf(item);
      const worded = !message ? '' : 'text' in message ? message.text : t(message.key, message.values);
      return [item.reason, worded].filter(Boolean).join(' · ');
    },
    /** The screen of the order, offer, package or round the record belongs to, if it has one. */
    link: (item: RecordItem) => {
      const link = messageOf(item)?.link;
      return link ? paths.app[link].getHref() : null;
    },
    /** The id of what the record belongs to, for the details to copy (never shown in the list). */
    reference: (item: RecordItem) => messageOf(item)?.reference ?? null,
  };
}
