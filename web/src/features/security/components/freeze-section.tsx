import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useFormat } from '@/lib/use-format';
import { useAccountFreeze, useFreezeAccount } from '../api/freeze';
import { readAgain } from '@/lib/read-again';

/**
 * Freeze the account: after a confirmation, since only an operator lifts it. When frozen, says
 * since when and how to get it lifted.
 */
export function FreezeSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const state = useAccountFreeze();
  const [freeze, freezing] = useFreezeAccount();
  const [confirming, setConfirming] = useState(false);
  const current = state.data?.accountFreeze;

  const confirm = () => {
    setConfirming(false);
    void freeze().catch(() => undefined);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="freeze-title" sx={{ p: 2 }} data-testid="freeze-section">
      <Typography id="freeze-title" component="h2" variant="h6">
        {t('security.freeze.title')}
      </Typography>
      {state.error && !current ? (
        <LoadError error={state.error} onRetry={() => void readAgain(state.refetch)} />
      ) : !current ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : current.frozen ? (
        <Alert severity="error" data-testid="freeze-state">
          {t('security.freeze.frozenSince', { at: current.frozenAt ? format.dateTime(current.frozenAt) : '' })} {t('security.freeze.howToLift')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('security.freeze.intro')}
          </Typography>
          <Button variant="contained" color="error" onClick={() => setConfirming(true)} loading={freezing.loading}>
            {t('security.freeze.action')}
          </Button>
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="freeze-confirm-title">
        <DialogTitle id="freeze-confirm-title">{t('security.freeze.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('security.freeze.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('security.freeze.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirm}>
            {t('security.freeze.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
