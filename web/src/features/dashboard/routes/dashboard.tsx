import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LockResetIcon from '@mui/icons-material/LockReset';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { LiveLabel } from '@/components/live-label';
import { LoadError } from '@/components/load-error';
import { WalletTotal } from '@/components/wallet-total';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { useLiveBalances } from '@/lib/balances';
import { useRankName } from '@/lib/ranks';
import { BalanceCard, BalanceRow } from '../components/balance-card';
import { EarningsSection } from '../components/earnings-section';
import { readAgain } from '@/lib/read-again';

export function DashboardRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const balances = useLiveBalances();
  const rankName = useRankName();
  const me = profile.data?.me;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // The shell's own breakpoint (768 px): below it the jackpot opens as its phone route.
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  // The register link with the member's referral ID, on this very origin.
  const inviteLink = me ? new URL(`#${paths.auth.register.getHref(me.referralId)}`, window.location.href).toString() : '';

  return (
    <Stack sx={{ gap: 3 }}>
      {/* The member's total value and its change lead the screen (docs/web.md, "Dashboard"). */}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="dashboard-title" data-testid="dashboard-header">
        <Typography id="dashboard-title" component="h1" variant="h5">
          {me ? t('dashboard.welcome', { name: me.userName }) : t('dashboard.title')}
        </Typography>
        <Box sx={{ my: 1.5 }}>
          <WalletTotal lead />
        </Box>
        {profile.error ? (
          <LoadError error={profile.error} onRetry={() => void readAgain(profile.refetch)} />
        ) : me ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              color="primary"
              variant="outlined"
              label={`${t('dashboard.level')}: ${rankName(me.level)}`}
              data-testid="level"
            />
            <Chip variant="outlined" label={`${t('dashboard.referralId')}: ${me.referralId}`} />
          </Stack>
        ) : (
          <Skeleton width={240} height={40} />
        )}
      </Paper>

      <Box component="section" aria-labelledby="balances-title">
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="balances-title" component="h2" variant="h6">
            {t('dashboard.balances')}
          </Typography>
          <LiveLabel label={t('dashboard.live')} />
        </Stack>
        {balances.error && !balances.data ? (
          <LoadError error={balances.error} onRetry={() => void readAgain(balances.refetch)} />
        ) : phone ? (
          <Paper variant="outlined">
            {balances.data ? (
              <List dense disablePadding data-testid="balances-compact">
                {balances.data.balances.map((balance) => (
                  <BalanceRow key={balance.coinName} balance={balance} />
                ))}
              </List>
            ) : (
              <Skeleton variant="rounded" height={7 * 40} />
            )}
          </Paper>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {balances.data
              ? balances.data.balances.map((balance) => <BalanceCard key={balance.coinName} balance={balance} />)
              : Array.from({ length: 7 }, (_, index) => <Skeleton key={index} variant="rounded" height={150} />)}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="quick-actions-title">
        <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('dashboard.quickActions')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<SavingsIcon />} component={RouterLink} to={paths.app.recharge.getHref()}>
            {t('nav.deposit')}
          </Button>
          <Button variant="outlined" startIcon={<CallReceivedIcon />} component={RouterLink} to={paths.app.withdraw.getHref()}>
            {t('nav.withdrawal')}
          </Button>
          <Button variant="outlined" startIcon={<CurrencyExchangeIcon />} component={RouterLink} to={paths.app.convert.getHref()}>
            {t('nav.convert')}
          </Button>
          <Button variant="outlined" startIcon={<SendIcon />} component={RouterLink} to={paths.app.transfer.getHref()}>
            {t('nav.transfer')}
          </Button>
          <Button variant="outlined" startIcon={<EmojiEventsIcon />} component={RouterLink} to={(compact ? paths.app.prizeH5 : paths.app.prize).getHref()} data-testid="dashboard-jackpot">
            {t('jackpot.title')}
          </Button>
          <Button variant="outlined" startIcon={<ReceiptLongIcon />} component={RouterLink} to={paths.app.cashRecords.getHref()}>
            {t('credits.CASH_POINT')} · {t('dashboard.viewRecords')}
          </Button>
          <Button variant="outlined" startIcon={<LockResetIcon />} component={RouterLink} to={paths.app.setting.getHref()}>
            {t('nav.passwordSettings')}
          </Button>
          <Button variant="outlined" startIcon={<AccountTreeIcon />} component={RouterLink} to={paths.app.inviteTree.getHref()}>
            {t('nav.inviteTree')}
          </Button>
          <CopyButton
            text={inviteLink}
            label={t('dashboard.copyInvite')}
            copied={t('dashboard.inviteCopied')}
            size="medium"
            disabled={!me}
          />
        </Stack>
      </Box>

      {/* Last: its chart's code and data come after the first screen's, which keeps the quick actions. */}
      <EarningsSection />
    </Stack>
  );
}
