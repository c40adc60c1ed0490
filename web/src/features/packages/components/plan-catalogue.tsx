import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinName } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { compareDecimal } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { newRequestId } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { ratioPercent } from '../utils/package-figures';
import { ConfirmDialog } from './confirm-dialog';
import { Figures } from './figures';

export interface Plan {
  id: string;
  name: string;
  amount: string;
  coinName: CoinName;
  profitCoinName: CoinName;
  contractDays: number;
  dailyProfitRatio: string;
  /** The profit of the whole term, paid day by day, as the platform computes it. */
  termProfit: string;
  maxPurchaseCount: number;
  purchasedCount: number;
  redeemFeeRatio: string;
  premiumRatio?: string;
}

/** The catalogue: each plan's terms and a Buy button with a review step. */
/** What a purchase answers that the screen words: when the platform's first profit run credits the package. */
export interface Bought {
  nextProfitAt?: string | null;
}

export function PlanCatalogue({ plans, onBuy }: { plans: readonly Plan[]; onBuy(planId: string, requestId: string): Promise<Bought | undefined> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const balances = useLiveBalances();
  const [chosen, setChosen] = useState<Plan | undefined>(undefined);
  const [buying, setBuying] = useState(false);
  const requestId = useRef(newRequestId());
  const available = (coin: CoinName) => balances.data?.balances.find((balance) => balance.coinName === coin)?.available;
  const short = (plan: Plan) => {
    const balance = available(plan.coinName);
    return balance !== undefined && compareDecimal(balance, plan.amount) < 0;
  };
  const percent = (ratio: string) => `${format.decimal(ratioPercent(ratio))} %`;

  const buy = async (plan: Plan) => {
    setBuying(true);
    try {
      const bought = await onBuy(plan.id, requestId.current);
      requestId.current = newRequestId();
      // The platform names the instant of the first profit run; the member reads it in their own time zone.
      toastSuccess(
        bought?.nextProfitAt
          ? t('products.boughtFirstProfit', { name: plan.name, when: format.dateTime(bought.nextProfitAt) })
          : t('products.bought', { name: plan.name }),
      );
      setChosen(undefined);
    } catch {
      // Shown by the error link; the same key is reused if the member tries again.
    } finally {
      setBuying(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }} data-testid="plan-catalogue">
      {plans.map((plan) => {
        const full = plan.purchasedCount >= plan.maxPurchaseCount;
        return (
          <Paper key={plan.id} variant="outlined" component="article" aria-labelledby={`plan-${plan.id}`} sx={{ p: 2 }} data-testid="plan">
            <Typography id={`plan-${plan.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {plan.name}
            </Typography>
            <Figures
              lines={[
                { term: t('products.price'), value: `${format.decimal(plan.amount)} ${t(`credits.${plan.coinName}`)}` },
                { term: t('products.contractDays'), value: t('products.days', { count: plan.contractDays }) },
                { term: t('products.dailyProfit'), value: percent(plan.dailyProfitRatio) },
                ...(plan.premiumRatio !== undefined ? [{ term: t('products.premiumRatio'), value: percent(plan.premiumRatio) }] : []),
                { term: t('products.redeemFeeRatio'), value: percent(plan.redeemFeeRatio) },
                { term: t('products.purchased'), value: `${format.count(plan.purchasedCount)} / ${format.count(plan.maxPurchaseCount)}` },
              ]}
            />
            <Button variant="contained" sx={{ mt: 1 }} disabled={full} onClick={() => setChosen(plan)} data-testid="buy-plan">
              {full ? t('products.limitReached') : t('products.buy')}
            </Button>
          </Paper>
        );
      })}
      {chosen ? (
        <ConfirmDialog
          title={t('products.buyTitle', { name: chosen.name })}
          confirmLabel={t('products.confirmBuy')}
          loading={buying}
          confirmDisabled={short(chosen)}
          onConfirm={() => void buy(chosen)}
          onClose={() => setChosen(undefined)}
          lines={[
            { term: t('products.price'), value: `${money.amount(chosen.coinName, chosen.amount)} ${t(`credits.${chosen.coinName}`)}`, testId: 'confirm-price' },
            {
              term: t('products.available'),
              value: (() => {
                const balance = available(chosen.coinName);
                return balance === undefined ? '–' : `${money.amount(chosen.coinName, balance)} ${t(`credits.${chosen.coinName}`)}`;
              })(),
              testId: 'confirm-available',
            },
            { term: t('products.contractDays'), value: t('products.days', { count: chosen.contractDays }) },
            {
              term: t('products.expectedProfit'),
              value: `${money.amount(chosen.profitCoinName, chosen.termProfit)} ${t(`credits.${chosen.profitCoinName}`)}`,
              testId: 'confirm-profit',
            },
          ]}
        >
          {/* Why Confirm is closed: the price is more than the live balance (the platform decides; this is a courtesy). */}
          {short(chosen) ? (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="confirm-short">
              {t('validation.amountAboveAvailable')}
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
