import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FactorCodeField, markFactorCodeRefusal } from '@/components/credential-fields';
import { FormTextField } from '@/components/form-fields';
import { FormSelectField } from '@/components/form-select-field';
import { LoadError } from '@/components/load-error';
import { toastSuccess } from '@/lib/notify';
import { WITHDRAWAL_ADDRESS_TYPES } from '@/lib/validation';
import { fieldErrorsContext, showFieldErrors } from '@/lib/field-errors';
import { factorCodeInput, factorCodeSchema, useHasSecondFactor, type FactorCodeForm } from '@/lib/second-factor';
import { SecurityGuardsNotice } from '@/components/security-guards-notice';
import { withdrawalAddressSchema, type WithdrawalAddressForm } from '../api/add-withdrawal-address';
import { useDeleteWithdrawalAddress } from '../api/delete-withdrawal-address';
import { useWithdrawalAddresses } from '../api/withdrawal-addresses';
import { ADDRESS_FIELD_OF, ADDRESS_FIELDS, ConfirmAddressDialog } from './confirm-address-dialog';
import { EditAddressDialog, type WithdrawalAddress } from './edit-address-dialog';
import { UsableCountdown } from './usable-countdown';
import { readAgain } from '@/lib/read-again';

function AddAddressForm() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<WithdrawalAddressForm | undefined>(undefined);
  const { control, handleSubmit, reset, setError } = useForm<WithdrawalAddressForm>({
    resolver: zodResolver(withdrawalAddressSchema),
    defaultValues: { type: 'TRC20', address: '', label: '' },
  });
  // The form checks the shape; the review step asks for the transaction password and adds it.
  const onSubmit = handleSubmit((values) => setDraft(values));
  const onDone = () => {
    if (draft) reset({ type: draft.type, address: '', label: '' });
    setDraft(undefined);
    toastSuccess(t('accountInfo.addressAdded'));
  };
  const onFieldErrors = (error: unknown) => {
    setDraft(undefined);
    // A field the server refused is marked beside it, anything else shown by the error link.
    showFieldErrors(error, setError, ADDRESS_FIELDS, ADDRESS_FIELD_OF);
  };
  return (
    <>
      <form noValidate onSubmit={onSubmit} data-testid="address-form">
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' } }}>
          <FormSelectField control={control} name="type" label={t('accountInfo.network')} required>
            {WITHDRAWAL_ADDRESS_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormTextField control={control} name="address" label={t('accountInfo.address')} required autoComplete="off" />
        </Box>
        <FormTextField control={control} name="label" label={t('accountInfo.label')} autoComplete="off" />
        <Alert severity="warning" sx={{ my: 1 }} data-testid="address-disclaimer">
          {t('accountInfo.disclaimer')}
        </Alert>
        <Button type="submit" variant="contained">
          {t('accountInfo.addAddress')}
        </Button>
      </form>
      {draft ? <ConfirmAddressDialog draft={draft} onClose={() => setDraft(undefined)} onDone={onDone} onFieldErrors={onFieldErrors} /> : null}
    </>
  );
}

/**
 * Removes an address after a confirmation, with the code when the member has a factor (the
 * platform asks for it on every change of a destination).
 */
function RemoveAddressDialog({ item, onClose }: { item: WithdrawalAddress; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteWithdrawalAddress();
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<FactorCodeForm>({ resolver: zodResolver(factorCodeSchema(hasFactor)), defaultValues: { totpCode: '' } });
  const onConfirm = handleSubmit(async ({ totpCode, passkeyAssertion }) => {
    try {
      await remove({ variables: { id: item.id, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) }, context: fieldErrorsContext(['totpCode', 'passkeyAssertion']) });
      toastSuccess(t('accountInfo.addressRemoved'));
      onClose();
    } catch (error) {
      // A refused code is marked beside it; anything else is shown by the error link.
      markFactorCodeRefusal(error, setError);
    }
  });
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="remove-address-title" aria-describedby="remove-address-text" data-testid="remove-address">
      <form noValidate onSubmit={onConfirm}>
        <DialogTitle id="remove-address-title">{t('accountInfo.removeAddressTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-address-text" sx={{ overflowWrap: 'anywhere' }}>
            {t('accountInfo.removeAddressText', { network: item.network, address: item.address })}
          </DialogContentText>
          <FactorCodeField control={control} hasFactor={hasFactor} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={loading}>
            {t('accountInfo.removeConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Wallet addresses for on-chain withdrawals, each with its cooling state. */
export function AddressesSection() {
  const { t } = useTranslation();
  const addresses = useWithdrawalAddresses();
  const [editing, setEditing] = useState<WithdrawalAddress | undefined>(undefined);
  const [removing, setRemoving] = useState<WithdrawalAddress | undefined>(undefined);
  const list = addresses.data?.withdrawalAddresses;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="addresses-title" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography id="addresses-title" component="h2" variant="h6">
        {t('accountInfo.addresses')}
      </Typography>
      <SecurityGuardsNotice scope="withdrawal" />
      {addresses.error && !list ? (
        <LoadError error={addresses.error} onRetry={() => void readAgain(addresses.refetch)} />
      ) : list && list.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('accountInfo.noAddresses')}
        </Alert>
      ) : (
        <List data-testid="addresses">
          {(list ?? []).map((item) => (
            <ListItem
              key={item.id}
              divider
              data-testid="address"
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={t('accountInfo.editAddress', { address: item.address })}
                    onClick={() => setEditing(item)}
                    data-testid="edit-address"
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={t('accountInfo.removeAddress', { address: item.address })}
                    onClick={() => setRemoving(item)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} component="span">
                    <Typography component="span" variant="subtitle2">
                      {item.network}
                    </Typography>
                    {item.label ? (
                      // Isolated: the member's label can never reorder what is beside it.
                      <Typography component="bdi" variant="body2">
                        {item.label}
                      </Typography>
                    ) : null}
                    <UsableCountdown usableFrom={item.usableFrom} />
                  </Stack>
                }
                secondary={item.address}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all', fontFamily: 'monospace' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <AddAddressForm />
      {editing ? <EditAddressDialog key={editing.id} item={editing} onClose={() => setEditing(undefined)} /> : null}
      {removing ? <RemoveAddressDialog key={removing.id} item={removing} onClose={() => setRemoving(undefined)} /> : null}
    </Paper>
  );
}
