import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useSearchTab } from '@/lib/use-search-tab';
import { useDepositChainConfig } from '../api/deposit-chain-config';
import { useDepositChannels } from '../api/deposit-channels';
import { BankDeposit } from '../components/bank-deposit';
import { ChainDeposit } from '../components/chain-deposit';
import { UsdtMark } from '../components/usdt-mark';

const TABS = ['chain', 'bank'] as const;
type DepositTab = (typeof TABS)[number];

/**
 * /recharge (desktop) and /assets/recharge-h5 (the mobile wallet's page: a back link and one
 * column). Two tabs, on-chain USDT and bank transfer, each with its form and its records; the
 * tab is kept in the URL (`?tab=bank`) so a reload stays on it.
 */
export function DepositRoute({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const compact = mobile || narrow;
  const openTab = useOpenTab();
  const [tab, onTab] = useSearchTab<DepositTab>(TABS, openTab);

  return (
    <Stack sx={{ gap: 2, maxWidth: mobile ? 640 : undefined, mx: mobile ? 'auto' : undefined, width: '100%' }}>
      {mobile ? (
        <Box>
          <Button component={RouterLink} to={paths.app.assets.getHref()} startIcon={<ArrowBackIcon />} size="small" data-testid="back-to-wallet">
            {t('deposit.backToWallet')}
          </Button>
        </Box>
      ) : null}
      <Typography component="h1" variant="h5">
        {t('deposit.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: DepositTab) => onTab(next)}
          aria-label={t('deposit.methods')}
          variant="fullWidth"
          sx={{ maxWidth: compact ? undefined : 480 }}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`deposit-tab-${value}`}
              aria-controls={`deposit-panel-${value}`}
              // On a phone the two labels need the whole width.
              icon={compact ? undefined : value === 'chain' ? <UsdtMark /> : <AccountBalanceIcon />}
              iconPosition="start"
              label={value === 'chain' ? t('deposit.tabChain') : t('deposit.tabBank')}
              sx={{ minHeight: 48 }}
              data-testid={`deposit-tab-${value}`}
            />
          ))}
        </Tabs>
      </Box>
      {/* Both panels stay mounted, so a half-filled form survives a look at the other tab. */}
      {TABS.map((value) => (
        <Box key={value} role="tabpanel" id={`deposit-panel-${value}`} aria-labelledby={`deposit-tab-${value}`} hidden={tab !== value}>
          {value === 'chain' ? <ChainDeposit compact={compact} /> : <BankDeposit compact={compact} />}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The tab to open when the URL names none: on-chain while its address is configured, the bank
 * tab when only bank deposits are open (undefined until both are known: on-chain meanwhile).
 */
function useOpenTab(): DepositTab | undefined {
  const chain = useDepositChainConfig().data?.depositChainConfig;
  const channels = useDepositChannels().data?.depositChannels;
  if (chain === undefined || channels === undefined) return undefined;
  const chainOpen = Boolean(chain?.address);
  return !chainOpen && channels.length > 0 ? 'bank' : 'chain';
}
