import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useReportWithdrawalNotReceived } from '../api/report-withdrawal-not-received';

export type OrderAction = 'cancel' | 'report';

interface OrderActionDialogProps {
  action: OrderAction;
  order: { id: string; amount: string };
  /** Where the order went, as the list shows it. */
  destination: string;
  onClose(): void;
}

/** Asked before acting on an order: cancel a pending one (the amount returns), or report a paid one as not received. */
export function OrderActionDialog({ action, order, destination, onClose }: OrderActionDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [cancel, cancelling] = useCancelWithdrawal();
  const [report, reporting] = useReportWithdrawalNotReceived();
  const loading = cancelling.loading || reporting.loading;
  const amount = format.decimal(order.amount);

  const onConfirm = async () => {
    try {
      if (action === 'cancel') {
        await cancel({ variables: { id: order.id } });
        toastSuccess(t('withdrawal.cancelled', { amount }));
      } else {
        await report({ variables: { id: order.id } });
        toastSuccess(t('withdrawal.reported'));
      }
      onClose();
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby="withdrawal-action-title"
      aria-describedby="withdrawal-action-text"
      data-testid="withdrawal-action-dialog"
    >
      <DialogTitle id="withdrawal-action-title">
        {action === 'cancel' ? t('withdrawal.cancelTitle') : t('withdrawal.notReceivedTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="withdrawal-action-text" sx={{ overflowWrap: 'anywhere' }}>
          {action === 'cancel'
            ? t('withdrawal.cancelText', { amount, destination })
            : t('withdrawal.notReceivedText', { amount, destination })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {action === 'cancel' ? t('withdrawal.keep') : t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'cancel' ? 'error' : 'primary'}
          loading={loading}
          onClick={() => void onConfirm()}
          data-testid="withdrawal-action-confirm"
        >
          {action === 'cancel' ? t('withdrawal.cancelConfirm') : t('withdrawal.report')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
