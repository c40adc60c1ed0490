import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { CoinName } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { useMoney } from '@/lib/use-money';

/** What the member can trade with: USDT_POINT available and in escrow, and the paying credit. */
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
          <ReviewLine term={t('otc.payAvailable', { credit: t(`credits.${payCoinName}`) })} testId="otc-pay-available">
            {pay ? money.amount(payCoinName, pay.available) : '–'}
          </ReviewLine>
        ) : null}
      </ReviewList>
    </Paper>
  );
}
