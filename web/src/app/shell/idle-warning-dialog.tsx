import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface IdleWarningDialogProps {
  secondsLeft: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** A minute before the idle limit: the countdown, and a way to stay signed in. */
export default function IdleWarningDialog({ secondsLeft, onStay, onSignOut }: IdleWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onStay} aria-labelledby="idle-title" aria-describedby="idle-message" data-testid="idle-warning">
      <DialogTitle id="idle-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-message" role="timer" aria-live="off">
          {t('idle.message', { seconds: secondsLeft })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>{t('idle.signOut')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus data-testid="idle-stay">
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
