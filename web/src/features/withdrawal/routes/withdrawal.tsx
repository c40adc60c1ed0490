import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { BonusWay } from '../components/bonus-way';
import { SecurityGuardsNotice } from '@/components/security-guards-notice';
import { paths } from '@/config/paths';
import type { WithdrawalKind } from '@/generated/graphql';
import { useSearchTab } from '@/lib/use-search-tab';
import { useWithdrawalConfig } from '../api/withdrawal-config';
import { BankWithdrawal } from '../components/bank-withdrawal';
import { ChainWithdrawal } from '../components/chain-withdrawal';
import { WithdrawalHistory } from '../components/withdrawal-history';
import { readAgain } from '@/lib/read-again';

const TABS = [
  { kind: 'CHAIN', param: 'chain', label: 'withdrawal.chain' },
  { kind: 'BANK', param: 'bank', label: 'withdrawal.bank' },
] as const satisfies readonly { kind: WithdrawalKind; param: string; label: string }[];
const TAB_PARAMS = ['chain', 'bank'] as const;

/**
 * /withdraw (desktop) and /assets/withdraw-h5 (the mobile wallet's page: a way back to the
 * wallet and one column). Two tabs, on-chain and bank, each with its form and its records; the
 * tab is kept in the URL (`?tab=bank`).
 */
export function WithdrawalRoute({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const compact = mobile || narrow;
  const [param, selectParam] = useSearchTab(TAB_PARAMS);
  const tab = TABS.find((entry) => entry.param === param) ?? TABS[0];
  const config = useWithdrawalConfig();
  const list = config.data?.withdrawalConfigs;
  const terms = list?.find((item) => item.kind === tab.kind);

  const onTab = (kind: WithdrawalKind) => selectParam(TABS.find((entry) => entry.kind === kind)?.param ?? TAB_PARAMS[0]);

  return (
    <Stack sx={{ gap: 2, ...(mobile ? { maxWidth: 640, mx: 'auto', width: '100%' } : {}) }} data-testid="withdrawal-page">
      {mobile ? (
        <Box>
          <Button component={RouterLink} to={paths.app.assets.getHref()} startIcon={<ArrowBackIcon />} data-testid="withdrawal-back">
            {t('withdrawal.backToWallet')}
          </Button>
        </Box>
      ) : null}
      <Typography component="h1" variant="h5">
        {t('withdrawal.title')}
      </Typography>
      {terms?.approvalText ? (
        <Alert severity="info" data-testid="withdrawal-approval-note">
          {terms.approvalText}
        </Alert>
      ) : null}
      <SecurityGuardsNotice scope="withdrawal" />
      <BonusWay />
      <Tabs
        value={tab.kind}
        onChange={(_, kind: WithdrawalKind) => onTab(kind)}
        aria-label={t('withdrawal.method')}
        variant={compact ? 'fullWidth' : 'standard'}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry.kind}
            value={entry.kind}
            label={t(entry.label)}
            id={`withdrawal-tab-${entry.param}`}
            aria-controls={entry.kind === tab.kind ? `withdrawal-panel-${entry.param}` : undefined}
            data-testid={`withdrawal-tab-${entry.param}`}
          />
        ))}
      </Tabs>
      <Stack role="tabpanel" id={`withdrawal-panel-${tab.param}`} aria-labelledby={`withdrawal-tab-${tab.param}`} sx={{ gap: 2 }}>
        {config.error && !list ? (
          <LoadError error={config.error} onRetry={() => void readAgain(config.refetch)} />
        ) : !terms ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : tab.kind === 'CHAIN' ? (
          <ChainWithdrawal key="form-CHAIN" terms={terms} compact={compact} />
        ) : (
          <BankWithdrawal key="form-BANK" terms={terms} compact={compact} />
        )}
        <WithdrawalHistory key={`history-${tab.kind}`} kind={tab.kind} compact={compact} />
      </Stack>
    </Stack>
  );
}
