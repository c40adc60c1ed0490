import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { useRankName } from '@/lib/ranks';
import { useFormat } from '@/lib/use-format';
import { RankChip } from './rank-chip';

interface OrganizationFiguresProps {
  member: { level: number; personalVolume: string; teamVolume: string; directCount: number };
  teamCount: number;
  levelCounts: readonly { level: number; count: number }[];
  /** The viewer's own organization says how many direct referrals are active. */
  activeDirectCount?: number;
}

/** One member's organization: rank, volumes, team size and its members per rank. */
export function OrganizationFigures({ member, teamCount, levelCounts, activeDirectCount }: OrganizationFiguresProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rankName = useRankName();
  const countsId = useId();
  return (
    <>
      <ReviewList testId="organization-figures" sx={{ mb: 1 }}>
        <ReviewLine term={t('team.rank')} testId="organization-rank">
          <RankChip level={member.level} />
        </ReviewLine>
        <ReviewLine term={t('team.personalVolume')} testId="organization-personal-volume">
          {format.decimal(member.personalVolume)}
        </ReviewLine>
        <ReviewLine term={t('team.teamVolume')} testId="organization-team-volume">
          {format.decimal(member.teamVolume)}
        </ReviewLine>
        <ReviewLine term={t('team.teamCount')} testId="organization-team-count">
          {format.count(teamCount)}
        </ReviewLine>
        <ReviewLine term={t('team.directCount')} testId="organization-direct-count">
          {format.count(member.directCount)}
        </ReviewLine>
        {activeDirectCount === undefined ? null : (
          <ReviewLine term={t('team.activeDirectCount')} testId="organization-active-direct-count">
            {format.count(activeDirectCount)}
          </ReviewLine>
        )}
      </ReviewList>
      <Typography id={countsId} component="h3" variant="subtitle2">
        {t('team.levelCounts')}
      </Typography>
      <Box component="ul" aria-labelledby={countsId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 0.75 }} data-testid="level-counts">
        {levelCounts.map((entry) => (
          <li key={entry.level}>
            <Chip
              size="small"
              variant={entry.count > 0 ? 'filled' : 'outlined'}
              label={t('team.levelCount', { rank: rankName(entry.level), count: format.count(entry.count) })}
              data-testid={`level-count-${entry.level}`}
            />
          </li>
        ))}
      </Box>
    </>
  );
}
