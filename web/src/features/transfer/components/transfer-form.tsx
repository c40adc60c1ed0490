import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, PasswordField } from '@/components/form-fields';
import type { CoinName, TransferConfigsQuery } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { transferSchema, useTransfer, type TransferForm as TransferFormValues } from '../api/transfer';

type Config = TransferConfigsQuery['transferConfigs'][number];

/** Send credits to another member, by user name or user id. */
export function TransferForm({ configs, initialCoin }: { configs: readonly Config[]; initialCoin?: CoinName }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useLiveBalances();
  const [transfer, { loading }] = useTransfer();
  const requestId = useRef(newRequestId());
  const startCoin = configs.find((config) => config.coinName === initialCoin)?.coinName ?? configs[0]?.coinName ?? '';
  const schema = useMemo(() => transferSchema(configs), [configs]);
  const { control, handleSubmit, reset } = useForm<TransferFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { toUser: '', coinName: startCoin, amount: '', transactionPassword: '' },
  });
  const coinName = useWatch({ control, name: 'coinName' });
  const config = configs.find((item) => item.coinName === coinName);
  const available = balances.data?.balances.find((balance) => balance.coinName === coinName)?.available;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await transfer({
        variables: {
          input: {
            toUser: values.toUser,
            coinName: values.coinName as CoinName,
            amount: values.amount,
            transactionPassword: values.transactionPassword,
            requestId: requestId.current,
          },
        },
      });
      requestId.current = newRequestId();
      reset({ toUser: '', coinName: values.coinName, amount: '', transactionPassword: '' });
      const sent = result.data?.transfer;
      toastSuccess(
        t('transfer.done', {
          amount: format.decimal(sent?.actualAmount ?? values.amount),
          user: sent?.counterpartyUserName ?? values.toUser,
        }),
      );
    } catch (error) {
      // Shown by the error link. A refusal is final for its key, so a corrected request gets a
      // new one; after an unknown outcome the same key is reused.
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="transfer-form-title" sx={{ p: 2 }}>
      <Typography id="transfer-form-title" component="h2" variant="h6">
        {t('transfer.newTransfer')}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }} data-testid="transfer-closing-note">
        {t('transfer.closedAfterRedeem')}
      </Alert>
      <form noValidate onSubmit={onSubmit} data-testid="transfer-form">
        <FormTextField control={control} name="toUser" label={t('transfer.recipient')} required autoComplete="off" />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="coinName" label={t('transfer.credit')} select required>
            {configs.map((item) => (
              <MenuItem key={item.coinName} value={item.coinName}>
                {t(`credits.${item.coinName}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="amount"
            label={t('transfer.amount')}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="transfer-terms">
          {t('transfer.available')}: {available !== undefined ? format.decimal(available) : '–'} ·{' '}
          {t('transfer.minimum')}: {config ? format.decimal(config.minAmount) : '–'}
        </Typography>
        <PasswordField
          control={control}
          name="transactionPassword"
          label={t('transfer.transactionPassword')}
          autoComplete="off"
          required
        />
        <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }}>
          {t('transfer.submit')}
        </Button>
      </form>
    </Paper>
  );
}
