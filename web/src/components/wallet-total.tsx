import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WalletTotalQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { useWalletTotal } from '@/lib/wallet-total';

type Total = WalletTotalQuery['walletTotal'];

/**
 * What everything the member holds is worth in USDT, as the platform values it, with how it is
 * counted and the credits it could not count. Nothing at all when it cannot be loaded: the
 * balances beside it say what there is, and have their own retry. `lead` (the dashboard's
 * headline): the figure at the type scale's display size, with its change over 30 days.
 */
export function WalletTotal({ lead = false }: { lead?: boolean }) {
  const { data, error } = useWalletTotal();
  const total = data?.walletTotal;
  if (error && !total) return null;
  return <WalletTotalView total={total} lead={lead} />;
}

/** The total as served (or its placeholder while it loads). */
export function WalletTotalView({ total, lead = false }: { total: Total | undefined; lead?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const leftOut = total?.leftOut ?? [];
  return (
    <Box component="section" aria-labelledby="wallet-total-title" data-testid="wallet-total">
      <Typography id="wallet-total-title" variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {t('walletTotal.title')}
      </Typography>
      {total ? (
        <Typography
          variant={lead ? 'h3' : 'h4'}
          component="p"
          // A phone keeps the lead figure on one line for ordinary totals, and the first screen for the quick actions.
          sx={(theme) => ({ fontWeight: 600, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', ...(lead ? { [theme.breakpoints.down('sm')]: { fontSize: '2rem' } } : {}) })}
          data-testid="wallet-total-amount"
        >
          {money.amount(total.unit, total.total)} {t(`credits.${total.unit}`)}
        </Typography>
      ) : (
        <Skeleton width={lead ? 260 : 200} height={lead ? 56 : 42} />
      )}
      {lead && total ? (
        <Typography variant="body1" component="p" sx={{ fontWeight: 600, color: money.tone(total.change.amount) }} data-testid="wallet-total-change">
          {t('walletTotal.change', {
            amount: money.signed(total.unit, total.change.amount),
            unit: t(`credits.${total.unit}`),
            since: format.day(total.change.since),
          })}
        </Typography>
      ) : null}
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
