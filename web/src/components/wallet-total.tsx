import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/use-money';
import { useWalletTotal } from '@/lib/wallet-total';

/**
 * What everything the member holds is worth in USDT, as the platform values it, with how it is
 * counted and the credits it could not count. Nothing at all when it cannot be loaded: the
 * balances beside it say what there is, and have their own retry.
 */
export function WalletTotal() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { data, error } = useWalletTotal();
  const total = data?.walletTotal;
  if (error && !total) return null;
  const leftOut = total?.leftOut ?? [];
  return (
    <Box component="section" aria-labelledby="wallet-total-title" data-testid="wallet-total">
      <Typography id="wallet-total-title" variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {t('walletTotal.title')}
      </Typography>
      {total ? (
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="wallet-total-amount">
          {money.amount(total.unit, total.total)} {t(`credits.${total.unit}`)}
        </Typography>
      ) : (
        <Skeleton width={200} height={42} />
      )}
      <Typography variant="caption" component="p" color="text.secondary" data-testid="wallet-total-caption">
        {t('walletTotal.caption')}
      </Typography>
      {leftOut.length > 0 ? (
        <Typography variant="caption" component="p" color="warning.main" data-testid="wallet-total-left-out">
          {t('walletTotal.leftOut', {
            credits: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(leftOut.map((coin) => t(`credits.${coin}`))),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
