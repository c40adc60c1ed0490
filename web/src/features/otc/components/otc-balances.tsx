import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { CoinName } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { useMoney } from '@/lib/use-money';

/**
 * What the member can trade with: USDT_POINT available and frozen (an offer's escrow, or a trade's
 * USDT while it is under appeal), and the paying credit available and frozen (a seller's proceeds
 * while under appeal).
 */
export function OtcBalances({ payCoinName }: { payCoinName: CoinName | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const balances = useLiveBalances().data?.balances;
  const of = (coin: CoinName) => balances?.find((balance) => balance.coinName === coin);
  const usdt = of('USDT_POINT');
  const pay = payCoinName ? of(payCoinName) : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="otc-balances">
      <ReviewList sx={{ mb: 0 }}>
        <ReviewLine term={t('otc.usdtAvailable')} testId="otc-usdt-available">
          {usdt ? money.amount('USDT_POINT', usdt.available) : '–'}
        </ReviewLine>
        <ReviewLine term={t('otc.usdtEscrow')} testId="otc-usdt-frozen">
          {usdt ? money.amount('USDT_POINT', usdt.frozen) : '–'}
        </ReviewLine>
        {payCoinName ? (
          <>
            <ReviewLine term={t('otc.payAvailable', { credit: t(`credits.${payCoinName}`) })} testId="otc-pay-available">
              {pay ? money.amount(payCoinName, pay.available) : '–'}
            </ReviewLine>
            <ReviewLine term={t('otc.payFrozen', { credit: t(`credits.${payCoinName}`) })} testId="otc-pay-frozen">
              {pay ? money.amount(payCoinName, pay.frozen) : '–'}
            </ReviewLine>
          </>
        ) : null}
      </ReviewList>
    </Paper>
  );
}
