import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalQuoteQuery } from '@/generated/graphql';
import type { AmountTerms } from '../utils/withdrawal-rules';
import { useFormat } from '@/lib/use-format';
import { formatBusinessDay, formatFeeRatio, formatQuotaReset } from '../utils/withdrawal-rules';

type Quote = WithdrawalQuoteQuery['withdrawalQuote'];

interface WithdrawalSummaryProps {
  terms: AmountTerms;
  /** The latest quote (perhaps for an earlier amount: only its quota and dates are used then). */
  quote: Quote | undefined;
  /** Whether `quote` is for the amount now typed (its fee and net are shown). */
  quoteMatches: boolean;
  available: string | undefined;
  frozen: string | undefined;
}

function Row({ term, children, testId, strong }: { term: string; children: ReactNode; testId: string; strong?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        data-testid={testId}
        sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}
      >
        {children}
      </Typography>
    </>
  );
}

/** Before confirming: balance, limits, fee, net, the day's quota, when it resets (local time) and the review day. */
export function WithdrawalSummary({ terms, quote, quoteMatches, available, frozen }: WithdrawalSummaryProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const feeRule = quote
    ? quote.feeType === 'FIXED'
      ? t('withdrawal.feeFixed', { fee: format.decimal(quote.feeValue) })
      : t('withdrawal.feeRatio', { percent: formatFeeRatio(quote.feeValue, i18n.language) })
    : '–';
  const matched = quoteMatches ? quote : undefined;
  return (
    <Box
      component="dl"
      data-testid="withdrawal-quote"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, my: 2, alignContent: 'start' }}
    >
      <Row term={t('withdrawal.available')} testId="withdrawal-available">
        {available !== undefined ? format.decimal(available) : '–'}
      </Row>
      <Row term={t('withdrawal.frozen')} testId="withdrawal-frozen">
        {frozen !== undefined ? format.decimal(frozen) : '–'}
      </Row>
      <Row term={t('withdrawal.limitsTerm')} testId="withdrawal-limits">
        {terms.multiple
          ? t('withdrawal.limitsMultiple', {
              min: format.decimal(terms.minAmount),
              max: format.decimal(terms.maxAmount),
              multiple: format.decimal(terms.multiple),
            })
          : t('withdrawal.limits', { min: format.decimal(terms.minAmount), max: format.decimal(terms.maxAmount) })}
      </Row>
      <Row term={t('withdrawal.fee')} testId="withdrawal-fee">
        {matched?.fee ? format.decimal(matched.fee) : feeRule}
      </Row>
      <Row term={t('withdrawal.receive')} testId="withdrawal-receive" strong>
        {matched?.actualAmount ? format.decimal(matched.actualAmount) : '–'}
      </Row>
      <Row term={t('withdrawal.quota')} testId="withdrawal-quota">
        {quote ? (quote.quotaFree ? t('withdrawal.quotaFree', { limit: format.count(quote.dailyLimit) }) : t('withdrawal.quotaUsed')) : '–'}
      </Row>
      <Row term={t('withdrawal.quotaResets')} testId="withdrawal-quota-reset">
        {quote ? t('withdrawal.localTime', { time: formatQuotaReset(quote.quotaResetsAt, i18n.language) }) : '–'}
      </Row>
      <Row term={t('withdrawal.approvalDate')} testId="withdrawal-approval-date">
        {quote ? t('withdrawal.businessDay', { date: formatBusinessDay(quote.approvalDate, i18n.language) }) : '–'}
      </Row>
    </Box>
  );
}
