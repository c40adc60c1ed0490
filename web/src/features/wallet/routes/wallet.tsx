import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LiveLabel } from '@/components/live-label';
import { LoadError } from '@/components/load-error';
import { WalletTotal } from '@/components/wallet-total';
import { useLiveBalances } from '@/lib/balances';
import { depositAction, withdrawAction } from '../components/credit-actions';
import { CreditCard } from '../components/credit-card';
import { CreditsTable } from '../components/credits-table';
import { readAgain } from '@/lib/read-again';

const CREDIT_COUNT = 7;

/**
 * /wallet (desktop) and /assets (the mobile wallet): every credit on its own row with what
 * can be done with it, under their total value in USDT as the platform counts it. `mobile`
 * only picks where Deposit and Withdraw lead (the H5 pages under /assets); the layout follows
 * the window's width.
 */
export function WalletRoute({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const balances = useLiveBalances();
  const list = balances.data?.balances;
  const deposit = depositAction(mobile);
  const withdraw = withdrawAction(mobile);

  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" component="section" aria-labelledby="wallet-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id="wallet-title" component="h1" variant="h5">
              {t('wallet.title')}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <WalletTotal />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 560 }}>
              {t('wallet.intro')}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 1.5, flexShrink: 0 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={deposit.icon}
              component={RouterLink}
              to={deposit.href}
              data-testid="wallet-deposit"
              sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
            >
              {t(deposit.label)}
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={withdraw.icon}
              component={RouterLink}
              to={withdraw.href}
              data-testid="wallet-withdraw"
              sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
            >
              {t(withdraw.label)}
            </Button>
          </Stack>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="wallet-credits-title">
        <Stack direction="row" sx={{ alignItems: 'baseline', columnGap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="wallet-credits-title" component="h2" variant="h6">
            {t('wallet.credits')}
          </Typography>
          <LiveLabel label={t('wallet.live')} />
        </Stack>
        {balances.error && !list ? (
          <LoadError error={balances.error} onRetry={() => void readAgain(balances.refetch)} />
        ) : list && wide ? (
          <CreditsTable balances={list} mobile={mobile} labelledBy="wallet-credits-title" />
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              p: 0,
              m: 0,
              listStyle: 'none',
            }}
            data-testid="wallet-credits"
          >
            {list
              ? list.map((balance) => <CreditCard key={balance.coinName} balance={balance} mobile={mobile} />)
              : Array.from({ length: CREDIT_COUNT }, (_, index) => (
                  <Skeleton key={index} component="li" variant="rounded" height={wide ? 64 : 130} />
                ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
