import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { PinCodePackageKind, PinCodePlansQuery } from '@/generated/graphql';
import { useMoney } from '@/lib/use-money';
import { usePinCodePlans } from '../api/pin-codes';
import { readAgain } from '@/lib/read-again';

export type PinCodePlan = PinCodePlansQuery['pinCodePlans'][number];

/** The plans codes can be bought for, each with the price of one code; `kind` narrows them (the insurance section). */
export function PlanList({ kind, onBuy }: { kind?: PinCodePackageKind; onBuy(plan: PinCodePlan): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const plans = usePinCodePlans();
  const list = plans.data?.pinCodePlans.filter((plan) => kind === undefined || plan.kind === kind);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pin-plans-title" sx={{ p: 2 }}>
      <Typography id="pin-plans-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('pinCode.plans')}
      </Typography>
      {plans.loading && !list ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {plans.error && !list ? <LoadError error={plans.error} onRetry={() => void readAgain(plans.refetch)} /> : null}
      {list && list.length === 0 ? <Alert severity="info">{t('pinCode.plansEmpty')}</Alert> : null}
      {list && list.length > 0 ? (
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: 1.5, p: 0, m: 0 }}>
          {list.map((plan) => (
            <Paper key={plan.id} variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="pin-plan" data-plan={plan.id}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {plan.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`pinCode.kind.${plan.kind}`)} · {t('pinCode.days', { days: plan.contractDays })}
              </Typography>
              <Typography variant="body2">
                {t('pinCode.opens')}: {money.amount(plan.coinName, plan.amount)} {t(`credits.${plan.coinName}`)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="pin-plan-price">
                {t('pinCode.price')}: {money.amount(plan.priceCoinName, plan.price)} {t(`credits.${plan.priceCoinName}`)}
              </Typography>
              <Button size="small" variant="contained" sx={{ mt: 'auto', alignSelf: 'flex-start' }} onClick={() => onBuy(plan)} aria-label={t('pinCode.buyPlan', { name: plan.name })}>
                {t('pinCode.buy')}
              </Button>
            </Paper>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
