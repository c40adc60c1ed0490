import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/generated/gql';
import { useRequestQuery } from '@/lib/use-graphql-request';

const DemoModeQuery = graphql(`
  query DemoMode {
    demoMode {
      enabled
      depositApprovalSeconds
      today
      daysAhead
    }
  }
`);

/**
 * On every screen of an installation started with DEMO=1 (signed in or not): that no real money
 * moves, how soon deposits are approved, and the platform's date once the operator has moved it
 * on. Nothing at all otherwise, nor while the answer is on its way or failed.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = useRequestQuery(DemoModeQuery);
  const demo = data?.demoMode;
  if (!demo?.enabled) return null;
  return (
    <Box
      component="aside"
      aria-label={t('common.demoBannerLabel')}
      data-testid="demo-banner"
      sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', px: 2, py: 0.5, typography: 'body2', textAlign: 'center', overflowWrap: 'anywhere' }}
    >
      {t('common.demoBanner', { seconds: demo.depositApprovalSeconds })}
      {demo.daysAhead > 0 ? ` ${t('common.demoDate', { date: demo.today })}` : null}
    </Box>
  );
}
