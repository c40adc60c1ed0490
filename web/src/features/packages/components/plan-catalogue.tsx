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
export function PlanCatalogue({ plans, onBuy }: { plans: readonly Plan[]; onBuy(planId: string, requestId: string): Promise<unknown> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useLiveBalances();
  const [chosen, setChosen] = useState<Plan | undefined>(undefined);
  const [buying, setBuying] = useState(false);
  const requestId = useRef(newRequestId());
  const available = (coin: CoinName) => balances.data?.balances.find((balance) => balance.coinName === coin)?.available;
  const percent = (ratio: string) => `${format.decimal(ratioPercent(ratio))} %`;

  const buy = async (plan: Plan) => {
    setBuying(true);
    try {
      await onBuy(plan.id, requestId.current);
      requestId.current = newRequestId();
      toastSuccess(t('products.bought', { name: plan.name }));
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
          confirmDisabled={(() => {
            const balance = available(chosen.coinName);
            return balance !== undefined && compareDecimal(balance, chosen.amount) < 0;
          })()}
          onConfirm={() => void buy(chosen)}
          onClose={() => setChosen(undefined)}
          lines={[
            { term: t('products.price'), value: `${format.decimal(chosen.amount)} ${t(`credits.${chosen.coinName}`)}`, testId: 'confirm-price' },
            { term: t('products.available'), value: format.decimal(available(chosen.coinName) ?? '0') },
            { term: t('products.contractDays'), value: t('products.days', { count: chosen.contractDays }) },
            {
              term: t('products.expectedProfit'),
              value: `${format.decimal(chosen.termProfit)} ${t(`credits.${chosen.profitCoinName}`)}`,
            },
          ]}
        />
      ) : null}
    </Box>
  );
}
