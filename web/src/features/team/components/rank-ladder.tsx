import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useRankName } from '@/lib/ranks';
import { useFormat } from '@/lib/use-format';
import { useRanks } from '../api/ranks';
import { readAgain } from '@/lib/read-again';

/** The ranks, lowest first, with what each takes; the member's own is marked. */
export function RankLadder({ current }: { current: number | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rankName = useRankName();
  const ranks = useRanks();
  const list = ranks.data?.ranks;
  return (
    <>
      <Typography component="h2" variant="h6" id="rank-ladder-title">
        {t('team.ladder')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('team.ladderIntro')}
      </Typography>
      {ranks.error && !list ? (
        <LoadError error={ranks.error} onRetry={() => void readAgain(ranks.refetch)} />
      ) : !list ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : list.length === 0 ? (
        <Alert severity="info">{t('common.noData')}</Alert>
      ) : (
        <Box component="ol" aria-labelledby="rank-ladder-title" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="rank-ladder">
          {list.map((rank) => {
            const mine = rank.level === current;
            return (
              <Box
                component="li"
                key={rank.level}
                aria-current={mine ? 'true' : undefined}
                data-testid={`rank-${rank.level}`}
                sx={{
                  py: 0.75,
                  px: 1,
                  borderRadius: 1,
                  borderLeft: 3,
                  borderColor: mine ? 'primary.main' : 'transparent',
                  bgcolor: mine ? 'action.selected' : undefined,
                }}
              >
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {rankName(rank.level)}
                  </Typography>
                  {mine ? <Chip size="small" color="primary" label={t('team.yourRank')} /> : null}
                </Stack>
                <Typography variant="caption" component="p" color="text.secondary">
                  {rank.personalVolume === null || rank.teamVolume === null || rank.directReferrals === null
                    ? t('team.noRequirement')
                    : t('team.rankNeeds', {
                        personal: format.decimal(rank.personalVolume),
                        team: format.decimal(rank.teamVolume),
                        direct: format.count(rank.directReferrals),
                      })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </>
  );
}
