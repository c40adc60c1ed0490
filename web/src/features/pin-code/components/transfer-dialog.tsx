import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useTransferPinCode } from '../api/pin-codes';
import type { PinCodeItem } from './code-card';

/** Passing an unused code on to another member. */
export function TransferDialog({ code, onClose }: { code: PinCodeItem; onClose(): void }) {
  const { t } = useTranslation();
  const [transfer, { loading }] = useTransferPinCode();
  const [toUserName, setToUserName] = useState('');
  const [touched, setTouched] = useState(false);
  const requestId = useRef(newRequestId());
  const missing = toUserName.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missing || loading) return;
    try {
      const result = await transfer({ variables: { id: code.id, input: { toUserName: toUserName.trim(), requestId: requestId.current } } });
      toastSuccess(t('pinCode.transferred', { user: result.data?.transferPinCode.toUserName ?? toUserName.trim() }));
      onClose();
    } catch (error) {
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="pin-transfer-title" fullWidth maxWidth="xs" data-testid="pin-transfer-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="pin-transfer-title">{t('pinCode.transferTitle')}</DialogTitle>
        <DialogContent>
          <ReviewList>
            <ReviewLine term={t('pinCode.code')} strong>
              {code.code}
            </ReviewLine>
            <ReviewLine term={t('pinCode.plan')}>{code.planName}</ReviewLine>
          </ReviewList>
          <TextField
            id="pin-recipient"
            label={t('pinCode.recipient')}
            value={toUserName}
            onChange={(event) => setToUserName(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? t('validation.required') : undefined}
            autoComplete="off"
            fullWidth
            margin="normal"
            required
            autoFocus
          />
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('pinCode.transferNote')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading} data-testid="pin-transfer-confirm">
            {t('pinCode.transfer')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
