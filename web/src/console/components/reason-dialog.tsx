import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { Dialog } from '@/components/dialog';

/** Asks the reason of a rejection or a failed review (shown to the member), then confirms; nothing is sent without one. */
export function ReasonDialog({
  title,
  open,
  busy,
  onCancel,
  onConfirm,
  confirmLabel,
  label,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  /** The confirming button's words (Reject by default). */
  confirmLabel?: string;
  /** The field's label (Reason by default). */
  label?: string;
}) {
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
          label={label ?? t('actions.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy || trimmed === ''} onClick={() => onConfirm(trimmed)} data-testid="confirm-reject">
          {confirmLabel ?? t('actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
