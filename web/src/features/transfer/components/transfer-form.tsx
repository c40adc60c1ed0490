import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SecurityGuardsNotice } from '@/components/security-guards-notice';
import { FormAmountField, FormTextField } from '@/components/form-fields';
import { FormSelectField } from '@/components/form-select-field';
import type { CoinName, TransferConfigsQuery, TransferMutation } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { toastSuccess } from '@/lib/notify';
import { showFieldErrors } from '@/lib/field-errors';
import { useGuardHold } from '@/lib/security-guards';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { TRANSFER_FIELDS, transferSchema, type TransferForm as TransferFormValues } from '../api/transfer';
import { ConfirmTransferDialog, type TransferDraft } from './confirm-transfer-dialog';

type Config = TransferConfigsQuery['transferConfigs'][number];

/** Send credits to another member, by user name or user id. */
export function TransferForm({ configs, initialCoin }: { configs: readonly Config[]; initialCoin?: CoinName }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useLiveBalances();
  const money = useMoney();
  const [draft, setDraft] = useState<TransferDraft | undefined>();
  // While the transaction password is locked no review opens: the notice says until when.
  const { held } = useGuardHold('money');
  const startCoin = configs.find((config) => config.coinName === initialCoin)?.coinName ?? configs[0]?.coinName ?? '';
  const balanceList = balances.data?.balances;
  const schema = useMemo(
    () => transferSchema(configs, (coin) => balanceList?.find((balance) => balance.coinName === coin)?.available),
    [configs, balanceList],
  );
  const { control, handleSubmit, reset, setError } = useForm<TransferFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { toUser: '', coinName: startCoin, amount: '' },
  });
  const coinName = useWatch({ control, name: 'coinName' });
  const config = configs.find((item) => item.coinName === coinName);
  const available = balances.data?.balances.find((balance) => balance.coinName === coinName)?.available;

  // The form checks what it can; the review step repeats the terms, asks the password and sends.
  const onSubmit = handleSubmit((values) => {
    if (held) return;
    const chosen = configs.find((item) => item.coinName === values.coinName);
    if (chosen) setDraft({ toUser: values.toUser.trim(), coinName: chosen.coinName, amount: values.amount.trim() });
  });

  const onDone = (sent: TransferMutation['transfer'] | undefined) => {
    const done = draft;
    setDraft(undefined);
    if (!done) return;
    reset({ toUser: '', coinName: done.coinName, amount: '' });
    toastSuccess(
      t('transfer.done', {
        amount: money.amount(done.coinName, sent?.actualAmount ?? done.amount),
        user: sent?.counterpartyUserName ?? done.toUser,
      }),
    );
  };

  const onFieldErrors = (error: unknown) => {
    setDraft(undefined);
    showFieldErrors(error, setError, TRANSFER_FIELDS);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="transfer-form-title" sx={{ p: 2 }}>
      <Typography id="transfer-form-title" component="h2" variant="h6">
        {t('transfer.newTransfer')}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }} data-testid="transfer-closing-note">
        {t('transfer.closedAfterRedeem')}
      </Alert>
      <SecurityGuardsNotice scope="money" />
      <form noValidate onSubmit={onSubmit} data-testid="transfer-form">
        <FormTextField control={control} name="toUser" label={t('transfer.recipient')} helperText={t('transfer.recipientHint')} required autoComplete="off" />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField control={control} name="coinName" label={t('transfer.credit')} required>
            {configs.map((item) => (
              <MenuItem key={item.coinName} value={item.coinName}>
                {t(`credits.${item.coinName}`)}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormAmountField control={control} name="amount" label={t('transfer.amount')} required autoComplete="off" />
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="transfer-terms">
          {t('transfer.available')}: {available !== undefined && coinName ? money.amount(coinName as CoinName, available) : '–'} ·{' '}
          {t('transfer.minimum')}: {config ? format.decimal(config.minAmount) : '–'}
        </Typography>
        <Button type="submit" variant="contained" disabled={held} sx={{ mt: 2 }}>
          {t('transfer.review')}
        </Button>
      </form>
      {draft ? <ConfirmTransferDialog draft={draft} onClose={() => setDraft(undefined)} onDone={onDone} onFieldErrors={onFieldErrors} /> : null}
    </Paper>
  );
}
