import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
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

/** The banner's height (0 without it): the fixed header and side menu sit below it. */
export const DEMO_BANNER_OFFSET = 'var(--demo-banner-height, 0px)';

/**
 * On every screen of an installation started with DEMO=1 (signed in or not): that no real money
 * moves, how soon deposits are approved, and the platform's date once the operator has moved it
 * on. Nothing at all otherwise, nor while the answer is on its way or failed.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = useRequestQuery(DemoModeQuery);
  const demo = data?.demoMode;
  const enabled = demo?.enabled === true;
  const banner = useRef<HTMLDivElement>(null);
  // Fixed at the top, above the fixed header: its height, kept as it wraps on a phone or in
  // another language, moves the header, the side menu and the page down by as much.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!enabled || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--demo-banner-height', `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--demo-banner-height');
    };
  }, [enabled]);
  if (!demo || !enabled) return null;
  // The warning alert's own colours (they meet the contrast ratio in both themes), no icon:
  // one or two lines on a phone. The box after it keeps the page's own content below it.
  return (
    <>
      <Alert
        component="aside"
        role="complementary"
        severity="warning"
        icon={false}
        square
        ref={banner}
        aria-label={t('common.demoBannerLabel')}
        data-testid="demo-banner"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.drawer + 2, py: 0, justifyContent: 'center', textAlign: 'center', overflowWrap: 'anywhere', '& .MuiAlert-message': { py: 0.5 } }}
      >
        {t('common.demoBanner', { seconds: demo.depositApprovalSeconds })}
        {demo.daysAhead > 0 ? ` ${t('common.demoDate', { date: demo.today })}` : null}
      </Alert>
      <Box aria-hidden sx={{ height: DEMO_BANNER_OFFSET }} />
    </>
  );
}
