import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MyOrganizationQuery } from '@/generated/graphql';
import { compareDecimal, percentOf } from '@/lib/decimal';
import { useRankName } from '@/lib/ranks';
import { useFormat } from '@/lib/use-format';

type NextRank = NonNullable<MyOrganizationQuery['myOrganization']['nextRank']>;

/** What the next rank takes: each requirement as have of need, with a bar. */
export function RankProgress({ nextRank }: { nextRank: NextRank | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rankName = useRankName();
  if (!nextRank) {
    return (
      <Typography component="h2" variant="h6" data-testid="top-rank">
        {t('team.topRank')}
      </Typography>
    );
  }
  return (
    <>
      <Typography component="h2" variant="h6" id="rank-progress-title">
        {t('team.progress', { rank: rankName(nextRank.level) })}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-labelledby="rank-progress-title" data-testid="rank-progress">
        {/* A requirement of 0 asks nothing: only what the rank really takes is shown. */}
        {nextRank.requirements.filter((requirement) => compareDecimal(requirement.need, '0') > 0).map((requirement) => {
          const label = t(`team.requirements.${requirement.name}`);
          const count = requirement.name === 'DIRECT_REFERRALS';
          const show = (value: string) => (count ? format.count(Number(value)) : format.decimal(value));
          const haveNeed = t('team.haveNeed', { have: show(requirement.have), need: show(requirement.need) });
          return (
            <Box component="li" key={requirement.name} data-testid={`requirement-${requirement.name}`}>
              <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="body2">{label}</Typography>
                <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
                  {requirement.met ? <CheckCircleIcon color="success" fontSize="small" titleAccess={t('team.met')} /> : null}
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-testid="requirement-have-need">
                    {haveNeed}
                  </Typography>
                </Stack>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={requirement.met ? 100 : percentOf(requirement.have, requirement.need)}
                color={requirement.met ? 'success' : 'primary'}
                aria-label={label}
                aria-valuetext={haveNeed}
                sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
              />
            </Box>
          );
        })}
      </Stack>
    </>
  );
}
