import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useMoney } from '@/lib/use-money';
import { useActivatePinCode } from '../api/pin-codes';
import type { PinCodeItem } from './code-card';

/** Using a held code once: the package it stands for opens for the member or a member of their downline. */
export function ActivateDialog({ code, onClose }: { code: PinCodeItem; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [activate, { loading }] = useActivatePinCode();
  const [forWhom, setForWhom] = useState<'self' | 'downline'>('self');
  const [userName, setUserName] = useState('');
  const [touched, setTouched] = useState(false);
  const requestId = useRef(newRequestId());
  const missing = forWhom === 'downline' && userName.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missing || loading) return;
    try {
      await activate({
        variables: { id: code.id, input: { requestId: requestId.current, ...(forWhom === 'downline' ? { forUserName: userName.trim() } : {}) } },
      });
      toastSuccess(t('pinCode.activated'));
      onClose();
    } catch (error) {
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="pin-activate-title" fullWidth maxWidth="xs" data-testid="pin-activate-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="pin-activate-title">{t('pinCode.activateTitle')}</DialogTitle>
        <DialogContent>
          <ReviewList>
            <ReviewLine term={t('pinCode.code')} strong>
              {code.code}
            </ReviewLine>
            <ReviewLine term={t('pinCode.opens')}>
              {code.planName} · {money.amount(code.coinName, code.amount)} {t(`credits.${code.coinName}`)}
            </ReviewLine>
          </ReviewList>
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id="pin-for-whom">{t('pinCode.forWhom')}</FormLabel>
            <RadioGroup aria-labelledby="pin-for-whom" value={forWhom} onChange={(event) => setForWhom(event.target.value === 'downline' ? 'downline' : 'self')}>
              <FormControlLabel value="self" control={<Radio />} label={t('pinCode.forSelf')} />
              <FormControlLabel value="downline" control={<Radio />} label={t('pinCode.forDownline')} />
            </RadioGroup>
          </FormControl>
          {forWhom === 'downline' ? (
            <TextField
              id="pin-for-user"
              label={t('pinCode.downlineUser')}
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
              error={touched && missing}
              helperText={touched && missing ? t('validation.required') : undefined}
              autoComplete="off"
              fullWidth
              margin="normal"
              required
            />
          ) : null}
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('pinCode.activateNote')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading} data-testid="pin-activate-confirm">
            {t('pinCode.activate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
