import { useTranslation } from 'react-i18next';
import type { CoinName, WithdrawalQuoteQuery } from '@/generated/graphql';
import type { AmountTerms } from '../utils/withdrawal-rules';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { formatBusinessDay, formatFeeRatio, formatQuotaReset } from '../utils/withdrawal-rules';

type Quote = WithdrawalQuoteQuery['withdrawalQuote'];

interface WithdrawalSummaryProps {
  /** The credit withdrawn: its balance reads as every amount of it does. */
  coinName: CoinName;
  terms: AmountTerms;
  /** The latest quote (perhaps for an earlier amount: only its quota and dates are used then). */
  quote: Quote | undefined;
  /** Whether `quote` is for the amount now typed (its fee and net are shown). */
  quoteMatches: boolean;
  available: string | undefined;
  frozen: string | undefined;
}

/** Before confirming: balance, limits, fee, net, the day's quota, when it resets (local time) and the review day. */
export function WithdrawalSummary({ coinName, terms, quote, quoteMatches, available, frozen }: WithdrawalSummaryProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const feeRule = quote
    ? quote.feeType === 'FIXED'
      ? t('withdrawal.feeFixed', { fee: format.decimal(quote.feeValue) })
      : t('withdrawal.feeRatio', { percent: formatFeeRatio(quote.feeValue, i18n.language) })
    : '–';
  const matched = quoteMatches ? quote : undefined;
  return (
    <ReviewList testId="withdrawal-quote" sx={{ my: 2, alignContent: 'start' }}>
      <ReviewLine term={t('withdrawal.available')} testId="withdrawal-available">
        {available !== undefined ? money.amount(coinName, available) : '–'}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.frozen')} testId="withdrawal-frozen">
        {frozen !== undefined ? money.amount(coinName, frozen) : '–'}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.limitsTerm')} testId="withdrawal-limits">
        {terms.multiple
          ? t('withdrawal.limitsMultiple', {
              min: format.decimal(terms.minAmount),
              max: format.decimal(terms.maxAmount),
              multiple: format.decimal(terms.multiple),
            })
          : t('withdrawal.limits', { min: format.decimal(terms.minAmount), max: format.decimal(terms.maxAmount) })}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.fee')} testId="withdrawal-fee">
        {matched?.fee ? format.decimal(matched.fee) : feeRule}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.receive')} testId="withdrawal-receive" strong>
        {matched?.actualAmount ? format.decimal(matched.actualAmount) : '–'}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.quota')} testId="withdrawal-quota">
        {quote ? (quote.quotaFree ? t('withdrawal.quotaFree', { limit: format.count(quote.dailyLimit) }) : t('withdrawal.quotaUsed')) : '–'}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.quotaResets')} testId="withdrawal-quota-reset">
        {quote ? t('withdrawal.localTime', { time: formatQuotaReset(quote.quotaResetsAt, i18n.language) }) : '–'}
      </ReviewLine>
      <ReviewLine term={t('withdrawal.approvalDate')} testId="withdrawal-approval-date">
        {quote ? t('withdrawal.businessDay', { date: formatBusinessDay(quote.approvalDate, i18n.language) }) : '–'}
      </ReviewLine>
    </ReviewList>
  );
}
