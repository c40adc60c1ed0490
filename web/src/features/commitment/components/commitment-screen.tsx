import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { FittingTabs } from '@/components/fitting-tabs';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import type { CommitmentAreaQuery } from '@/generated/graphql';
import { useProfile } from '@/lib/profile';
import { isAreaClosed, useCommitmentArea } from '../api/commitment';
import { readAgain } from '@/lib/read-again';

export type Area = CommitmentAreaQuery['commitmentArea'];

const TABS = [
  { href: paths.app.commitment.getHref(), label: 'commitment.tabs.plans' },
  { href: paths.app.commitmentDetails.getHref(), label: 'commitment.tabs.details' },
  { href: paths.app.commitmentClaim.getHref(), label: 'commitment.tabs.claim' },
] as const;

/**
 * The frame of the three commitment screens: the title, links between them, and the area itself
 * only while the profile flag is on (a FORBIDDEN answer — the flag went off meanwhile — says so too).
 */
export function CommitmentScreen({ title, pageNum = 1, children }: { title: string; pageNum?: number; children(area: Area): ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const profile = useProfile();
  const enabled = profile.data?.me.commitmentPackageEnabled;
  const area = useCommitmentArea(pageNum, enabled !== true);
  const data = area.data?.commitmentArea;
  const closed = enabled === false || isAreaClosed(area.error);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {closed ? (
        <Alert severity="info" data-testid="commitment-area-closed">
          <AlertTitle>{t('commitment.closedTitle')}</AlertTitle>
          {t('commitment.closed')}
        </Alert>
      ) : (
        <>
          <FittingTabs value={TABS.findIndex((tab) => tab.href === pathname)} aria-label={t('commitment.title')}>
            {TABS.map((tab) => (
              <Tab key={tab.href} component={RouterLink} to={tab.href} label={t(tab.label)} />
            ))}
          </FittingTabs>
          {data ? children(data) : null}
          {!data && (area.error ?? profile.error) ? <LoadError error={area.error ?? profile.error} onRetry={() => void readAgain(area.error ? area.refetch : profile.refetch)} /> : null}
          {!data && !area.error && !profile.error ? <LinearProgress aria-label={t('common.loading')} /> : null}
        </>
      )}
    </Stack>
  );
}
