import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLiveBalances } from '@/lib/balances';
import { compareDecimal, multiplyDecimal } from '@/lib/decimal';
import { useMoney } from '@/lib/use-money';
import { useWithdrawableConvertPairs } from '../api/bonus-convert-pair';

/**
 * With nothing withdrawable but a Bonus balance, the way there: the convert pair from Bonus to
 * Withdrawable with its fee and minimum, as the platform configures it, and one action that
 * opens Convert on that pair. Nothing when either balance says otherwise or no such pair is open.
 */
export function BonusWay() {
  const { t } = useTranslation();
  const money = useMoney();
  const balances = useLiveBalances().data?.balances;
  const of = (coin: string) => balances?.find((balance) => balance.coinName === coin)?.available;
  const withdrawable = of('WITHDRAWAL_POINT');
  const bonus = of('BONUS_POINT');
  const stuck = withdrawable !== undefined && bonus !== undefined && compareDecimal(withdrawable, '0') === 0 && compareDecimal(bonus, '0') > 0;
  const pairs = useWithdrawableConvertPairs(!stuck).data?.convertConfigs;
  const pair = pairs?.find((config) => config.enabled && config.fromCoin === 'BONUS_POINT' && config.toCoin === 'WITHDRAWAL_POINT');
  if (!stuck || !pair || bonus === undefined) return null;
  const from = t('credits.BONUS_POINT');
  const to = t('credits.WITHDRAWAL_POINT');
  return (
    <Alert
      severity="info"
      data-testid="bonus-way"
      action={
        <Button
          component={RouterLink}
          to={`${paths.app.bonusConvert.getHref()}?to=WITHDRAWAL_POINT`}
          color="inherit"
          size="small"
          startIcon={<CurrencyExchangeIcon />}
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="bonus-way-convert"
        >
          {t('withdrawal.bonusWayAction', { from, to })}
        </Button>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: 0, ml: 0 } }}
    >
      {t('withdrawal.bonusWay', {
        from,
        to,
        bonus: money.amount('BONUS_POINT', bonus),
        fee: multiplyDecimal(pair.feeRatio, '100', 'down'),
        min: money.amount('BONUS_POINT', pair.minAmount),
      })}
    </Alert>
  );
}
