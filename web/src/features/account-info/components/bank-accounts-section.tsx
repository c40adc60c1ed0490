import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
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
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FactorCodeField, markFactorCodeRefusal } from '@/components/credential-fields';
import { FormTextField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import type { BankAccountsQuery } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { fieldErrorsContext, showFieldErrors } from '@/lib/field-errors';
import { factorCodeInput, factorCodeSchema, useHasSecondFactor, type FactorCodeForm } from '@/lib/second-factor';
import { bankAccountSchema, useAddBankAccount, type BankAccountForm } from '../api/add-bank-account';
import { useBankAccounts } from '../api/bank-accounts';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { readAgain } from '@/lib/read-again';

type BankAccount = BankAccountsQuery['bankAccounts'][number];

const EMPTY: BankAccountForm = { bankName: '', accountName: '', accountNumber: '' };
/** The fields a refusal is shown beside. */
const FIELDS = ['bankName', 'accountName', 'accountNumber'] as const;

/** Adds or changes a bank account; a member with a factor gives its code too (a new destination for money). */
function BankAccountDialog({ account, onClose }: { account: BankAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [add, adding] = useAddBankAccount();
  const [update, updating] = useUpdateBankAccount();
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<BankAccountForm & FactorCodeForm>({
    resolver: zodResolver(bankAccountSchema.and(factorCodeSchema(hasFactor))),
    defaultValues: {
      ...(account ? { bankName: account.bankName, accountName: account.accountName, accountNumber: account.accountNumber } : EMPTY),
      totpCode: '',
    },
  });
  const onSubmit = handleSubmit(async ({ totpCode, passkeyAssertion, ...fields }) => {
    try {
      const input = { ...fields, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) };
      const context = fieldErrorsContext([...FIELDS, 'totpCode', 'passkeyAssertion']);
      if (account) await update({ variables: { id: account.id, input }, context });
      else await add({ variables: { input }, context });
      toastSuccess(t('accountInfo.bankSaved'));
      onClose();
    } catch (error) {
      // Each refused field or code is marked beside it, anything else shown by the error link; the dialog stays open.
      if (!markFactorCodeRefusal(error, setError)) showFieldErrors(error, setError, FIELDS);
    }
  });
  const titleId = 'bank-account-dialog-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit} data-testid="bank-account-form">
        <DialogTitle id={titleId}>{account ? t('accountInfo.editBank') : t('accountInfo.addBank')}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="bankName" label={t('accountInfo.bankName')} required autoFocus />
          <FormTextField control={control} name="accountName" label={t('accountInfo.accountName')} required />
          <FormTextField
            control={control}
            name="accountNumber"
            label={t('accountInfo.accountNumber')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FactorCodeField control={control} hasFactor={hasFactor} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={adding.loading || updating.loading}>
            {t('accountInfo.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Removes a bank account after a confirmation, with the code when the member has a factor. */
function ConfirmDeleteDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteBankAccount();
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<FactorCodeForm>({ resolver: zodResolver(factorCodeSchema(hasFactor)), defaultValues: { totpCode: '' } });
  const onConfirm = handleSubmit(async ({ totpCode, passkeyAssertion }) => {
    try {
      await remove({ variables: { id: account.id, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) }, context: fieldErrorsContext(['totpCode', 'passkeyAssertion']) });
      toastSuccess(t('accountInfo.bankDeleted'));
      onClose();
    } catch (error) {
      // A refused code is marked beside it; anything else is shown by the error link.
      markFactorCodeRefusal(error, setError);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-bank-title" aria-describedby="delete-bank-text">
      <form noValidate onSubmit={onConfirm} data-testid="delete-bank-form">
        <DialogTitle id="delete-bank-title">{t('accountInfo.deleteBankTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-bank-text">
            {t('accountInfo.deleteBankText', { bank: account.bankName, number: account.accountNumber })}
          </DialogContentText>
          <FactorCodeField control={control} hasFactor={hasFactor} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={loading}>
            {t('accountInfo.delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The member's bank accounts: list, add, edit, delete (after a confirmation). */
export function BankAccountsSection() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const [editing, setEditing] = useState<BankAccount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BankAccount | undefined>(undefined);
  const list = accounts.data?.bankAccounts;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="bank-accounts-title" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      {/* The button goes below the title when both do not fit on one line (a phone, a long language). */}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="bank-accounts-title" component="h2" variant="h6">
          {t('accountInfo.bankAccounts')}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('accountInfo.addBank')}
        </Button>
      </Stack>
      {accounts.error && !list ? (
        <LoadError error={accounts.error} onRetry={() => void readAgain(accounts.refetch)} />
      ) : list && list.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('accountInfo.noBankAccounts')}
        </Alert>
      ) : (
        <List data-testid="bank-accounts">
          {(list ?? []).map((account) => (
            <ListItem
              key={account.id}
              divider
              data-testid="bank-account"
              secondaryAction={
                <Box>
                  <IconButton aria-label={t('accountInfo.editBankOf', { bank: account.bankName })} onClick={() => setEditing(account)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={t('accountInfo.deleteBankOf', { bank: account.bankName })}
                    onClick={() => setDeleting(account)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              }
              sx={{ pr: 12 }}
            >
              {/* Names the member typed are isolated: they can never reorder the number beside them. */}
              <ListItemText
                primary={<bdi>{account.bankName}</bdi>}
                secondary={
                  <>
                    <bdi>{account.accountName}</bdi> · {account.accountNumber}
                  </>
                }
                slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing !== undefined ? <BankAccountDialog account={editing} onClose={() => setEditing(undefined)} /> : null}
      {deleting ? <ConfirmDeleteDialog account={deleting} onClose={() => setDeleting(undefined)} /> : null}
    </Paper>
  );
}
