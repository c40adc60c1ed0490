import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Figures, type Figure } from './figures';

interface ConfirmDialogProps {
  title: string;
  lines: readonly Figure[];
  confirmLabel: string;
  loading: boolean;
  confirmDisabled?: boolean;
  children?: ReactNode;
  onConfirm(): void;
  onClose(): void;
}

/** The review step of every money action: what will happen, then Confirm or Cancel. */
export function ConfirmDialog({ title, lines, confirmLabel, loading, confirmDisabled = false, children, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="confirm-dialog-title" fullWidth maxWidth="xs" data-testid="confirm-dialog">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('products.reviewIntro')}
        </Typography>
        <Figures lines={lines} />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={loading} disabled={confirmDisabled} data-testid="confirm-button">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
