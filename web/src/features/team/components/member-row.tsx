import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { TeamMember } from '../api/team-members';
import { RankChip } from './rank-chip';

/** The width of the expand button, kept as a gap where a member has no referrals to show. */
const TOGGLE_WIDTH = 34;

interface MemberRowProps {
  member: TeamMember;
  /** In the tree: whether the member's referrals are shown, and the button that shows them. */
  toggle?: { expanded: boolean; controls: string; onToggle(): void };
  /** In search results: how many levels below the viewer. */
  showGeneration?: boolean;
  onDetails(member: TeamMember): void;
}

/** A member of the downline: name, rank, volumes and direct referrals. */
export function MemberRow({ member, toggle, showGeneration = false, onDetails }: MemberRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const canOpen = toggle !== undefined && member.directCount > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, py: 0.5 }} data-testid="team-member" data-user={member.userName}>
      {canOpen ? (
        <IconButton
          size="small"
          aria-expanded={toggle.expanded}
          aria-controls={toggle.expanded ? toggle.controls : undefined}
          aria-label={t(toggle.expanded ? 'team.collapse' : 'team.expand', { name: member.userName })}
          onClick={toggle.onToggle}
          data-testid="member-toggle"
        >
          {toggle.expanded ? <ExpandMoreIcon /> : <ChevronRightIcon />}
        </IconButton>
      ) : toggle ? (
        <Box sx={{ width: TOGGLE_WIDTH, flexShrink: 0 }} />
      ) : null}
      <Box sx={{ minWidth: 0, flex: 1, pt: 0.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="member-name">
            {member.userName}
          </Typography>
          <RankChip level={member.level} data-testid="member-rank" />
          {showGeneration ? (
            <Typography variant="caption" color="text.secondary">
              {t('team.generation', { depth: format.count(member.depth) })}
            </Typography>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="member-figures">
          {t('team.figures', {
            personal: format.decimal(member.personalVolume),
            team: format.decimal(member.teamVolume),
            direct: format.count(member.directCount),
          })}
        </Typography>
      </Box>
      <IconButton size="small" aria-label={t('team.detailsOf', { name: member.userName })} onClick={() => onDetails(member)} data-testid="member-details">
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
