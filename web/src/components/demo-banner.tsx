import Alert from '@mui/material/Alert';
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
    // The warning alert's own colours (they meet the contrast ratio in both themes), no icon:
    // one or two lines on a phone.
    <Alert
      component="aside"
      role="complementary"
      severity="warning"
      icon={false}
      square
      aria-label={t('common.demoBannerLabel')}
      data-testid="demo-banner"
      sx={{ py: 0, justifyContent: 'center', textAlign: 'center', overflowWrap: 'anywhere', '& .MuiAlert-message': { py: 0.5 } }}
    >
      {t('common.demoBanner', { seconds: demo.depositApprovalSeconds })}
      {demo.daysAhead > 0 ? ` ${t('common.demoDate', { date: demo.today })}` : null}
    </Alert>
  );
}
