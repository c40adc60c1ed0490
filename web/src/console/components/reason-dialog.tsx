import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { Dialog } from '@/components/dialog';

/** Asks the reason of a rejection (shown to the member), then confirms. */
export function ReasonDialog({ title, open, busy, onCancel, onConfirm }: { title: string; open: boolean; busy: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const { t } = useConsoleText();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('actions.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy || trimmed === ''} onClick={() => onConfirm(trimmed)} data-testid="confirm-reject">
          {t('actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
