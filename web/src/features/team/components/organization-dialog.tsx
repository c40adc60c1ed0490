import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useFormat } from '@/lib/use-format';
import { useOrganization } from '../api/organization';
import type { TeamMember } from '../api/team-members';
import { OrganizationFigures } from './organization-figures';
import { readAgain } from '@/lib/read-again';

/** The organization of one member of the downline: volumes, team size and members per rank. */
export function OrganizationDialog({ member, onClose }: { member: TeamMember; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const organization = useOrganization(member.id);
  const data = organization.data?.organization;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="organization-dialog-title" data-testid="organization-dialog">
      <DialogTitle id="organization-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('team.details', { name: member.userName })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('team.joined', { date: format.dateTime(member.createdAt) })}
        </Typography>
        {organization.error && !data ? (
          <LoadError error={organization.error} onRetry={() => void readAgain(organization.refetch)} />
        ) : data ? (
          <OrganizationFigures member={data.member} teamCount={data.teamCount} levelCounts={data.levelCounts} />
        ) : (
          <LinearProgress aria-label={t('common.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('team.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
