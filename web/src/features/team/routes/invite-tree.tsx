import AssessmentIcon from '@mui/icons-material/Assessment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useMyOrganization } from '../api/my-organization';
import type { TeamMember } from '../api/team-members';
import { OrganizationDialog } from '../components/organization-dialog';
import { OrganizationFigures } from '../components/organization-figures';
import { RankLadder } from '../components/rank-ladder';
import { RankProgress } from '../components/rank-progress';
import { TeamSearchForm, TeamSearchResults } from '../components/team-search';
import { TeamTree } from '../components/team-tree';
import { readAgain } from '@/lib/read-again';

const SECTION_SX = { p: 2, minWidth: 0 } as const;

/**
 * /invite-tree: the member's organization (rank, volumes, team size, members per rank), the
 * progress toward the next rank, the rank ladder, and the downline as a tree opened a level at a
 * time, with a search over the whole downline.
 */
export function InviteTreeRoute() {
  const { t } = useTranslation();
  const organization = useMyOrganization();
  const mine = organization.data?.myOrganization;
  const [keyword, setKeyword] = useState('');
  const [details, setDetails] = useState<TeamMember | null>(null);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('team.title')}
        </Typography>
        <Button variant="outlined" startIcon={<AssessmentIcon />} component={RouterLink} to={paths.app.bonusReport.getHref()}>
          {t('team.bonusReport')}
        </Button>
      </Stack>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Stack sx={{ gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-labelledby="organization-title" sx={SECTION_SX} data-testid="my-organization">
            <Typography id="organization-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('team.organization')}
            </Typography>
            {organization.error && !mine ? (
              <LoadError error={organization.error} onRetry={() => void readAgain(organization.refetch)} />
            ) : mine ? (
              <OrganizationFigures member={mine.member} teamCount={mine.teamCount} levelCounts={mine.levelCounts} activeDirectCount={mine.activeDirectCount} />
            ) : (
              <LinearProgress aria-label={t('common.loading')} />
            )}
          </Paper>
          {mine ? (
            <Paper variant="outlined" component="section" sx={SECTION_SX} data-testid="next-rank">
              <RankProgress nextRank={mine.nextRank ?? null} />
            </Paper>
          ) : null}
        </Stack>
        <Paper variant="outlined" component="section" aria-labelledby="rank-ladder-title" sx={SECTION_SX}>
          <RankLadder current={mine?.member.level} />
        </Paper>
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="downline-title" sx={SECTION_SX}>
        <Typography id="downline-title" component="h2" variant="h6">
          {t('team.downline')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('team.downlineIntro')}
        </Typography>
        <TeamSearchForm onSearch={setKeyword} />
        {keyword ? <TeamSearchResults key={keyword} keyword={keyword} onBack={() => setKeyword('')} onDetails={setDetails} /> : null}
        {/* Kept while a search is shown, so the branches opened are still open on the way back. */}
        <Box hidden={keyword !== ''}>
          <TeamTree labelledBy="downline-title" onDetails={setDetails} />
        </Box>
      </Paper>
      {details ? <OrganizationDialog member={details} onClose={() => setDetails(null)} /> : null}
    </Stack>
  );
}
