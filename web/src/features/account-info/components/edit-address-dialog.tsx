import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FactorCodeField, markFactorCodeRefusal } from '@/components/credential-fields';
import { FormTextField } from '@/components/form-fields';
import type { WithdrawalAddressesQuery } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { fieldErrorsContext, showFieldErrors } from '@/lib/field-errors';
import { factorCodeInput, factorCodeSchema, useHasSecondFactor, type FactorCodeForm } from '@/lib/second-factor';
import { withdrawalAddressSchema, type WithdrawalAddressForm } from '../api/add-withdrawal-address';
import { useUpdateWithdrawalAddress } from '../api/update-withdrawal-address';

export type WithdrawalAddress = WithdrawalAddressesQuery['withdrawalAddresses'][number];

/** The fields a refusal of the change is shown beside. */
const FIELDS = ['address', 'label'] as const;

/**
 * Changes an address (its network stays) or its label. The dialog says before saving that a
 * changed address cools down again and that the member is notified; a label alone does not.
 * A member with a factor gives its code too (the platform asks for it on any change).
 */
export function EditAddressDialog({ item, onClose }: { item: WithdrawalAddress; onClose: () => void }) {
  const { t } = useTranslation();
  const [update, { loading }] = useUpdateWithdrawalAddress();
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<WithdrawalAddressForm & FactorCodeForm>({
    resolver: zodResolver(withdrawalAddressSchema.and(factorCodeSchema(hasFactor))),
    defaultValues: { type: item.network, address: item.address, label: item.label ?? '', totpCode: '' },
  });
  const onSubmit = handleSubmit(async ({ address, label, totpCode, passkeyAssertion }) => {
    if (address === item.address && (label || null) === (item.label ?? null)) {
      onClose();
      return;
    }
    try {
      const result = await update({
        variables: { id: item.id, input: { address, label: label || null, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) } },
        context: fieldErrorsContext([...FIELDS, 'totpCode', 'passkeyAssertion']),
      });
      const restarted = result.data?.updateWithdrawalAddress.usableFrom !== item.usableFrom;
      toastSuccess(restarted ? t('accountInfo.addressChanged') : t('accountInfo.labelSaved'));
      onClose();
    } catch (error) {
      // A refused field or code is marked beside it, anything else shown by the error link; the
      // dialog stays open to correct the address.
      if (!markFactorCodeRefusal(error, setError)) showFieldErrors(error, setError, FIELDS);
    }
  });
  const titleId = 'edit-address-title';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } }}
    >
      <form noValidate onSubmit={onSubmit} data-testid="edit-address-form">
        <DialogTitle id={titleId}>{t('accountInfo.editAddressTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('accountInfo.editNetwork', { type: item.network })}</DialogContentText>
          <FormTextField
            control={control}
            name="address"
            id="edit-address"
            label={t('accountInfo.address')}
            required
            autoComplete="off"
            autoFocus
            multiline
            onKeyDown={(event) => {
              // One line of text: Enter saves instead of breaking the address.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void onSubmit();
            }}
            slotProps={{
              htmlInput: { spellCheck: false, style: { wordBreak: 'break-all' } },
              input: { sx: { fontFamily: 'monospace' } },
            }}
          />
          <FormTextField control={control} name="label" id="edit-label" label={t('accountInfo.label')} autoComplete="off" />
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="edit-address-warning">
            {t('accountInfo.editWarning')}
          </Alert>
          <FactorCodeField control={control} hasFactor={hasFactor} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('accountInfo.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
