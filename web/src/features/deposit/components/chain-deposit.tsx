import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField, FormTextField } from '@/components/form-fields';
import { CopyButton } from '@/components/copy-button';
import { LoadError } from '@/components/load-error';
import type { DepositChainConfigQuery } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { fieldErrorsContext, showFieldErrors } from '@/lib/field-errors';
import { useDepositChainConfig } from '../api/deposit-chain-config';
import { ClosedChannelHelp } from './what-next';
import { depositChainSchema, RECEIPT_NUMBER_MAX, useDepositChain, type DepositChainForm } from '../api/deposit-chain';
import { DepositRecords } from './deposit-records';
import { readAgain } from '@/lib/read-again';

type ChainConfig = DepositChainConfigQuery['depositChainConfig'];

const EMPTY: DepositChainForm = { amount: '', hash: '', paymentReference: '' };
/** The fields a refusal is shown beside. */
const CHAIN_FIELDS = ['amount', 'hash', 'paymentReference'] as const;

/** The platform's receiving address: QR code, the address to copy, the network and the loss warning. */
function ChainAddress({ config, address, compact }: { config: ChainConfig; address: string; compact: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const network = t(`deposit.networks.${config.network}`);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="deposit-address-title" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="deposit-address-title" component="h2" variant="h6">
        {t('deposit.sendTo', { coin: config.coin })}
      </Typography>
      <Stack
        direction={compact ? 'column' : 'row'}
        sx={{ gap: 2, mt: 1, alignItems: compact ? 'center' : 'flex-start' }}
      >
        {/* Dark on white in both themes, with a quiet zone: what wallet scanners read best. */}
        <Box sx={{ p: 1, bgcolor: 'common.white', borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0, flexShrink: 0 }}>
          <QRCodeSVG
            value={address}
            size={compact ? 176 : 152}
            level="M"
            bgColor={theme.palette.common.white}
            fgColor={theme.palette.common.black}
            role="img"
            aria-label={t('deposit.qrLabel', { address })}
            data-testid="deposit-qr"
          />
        </Box>
        <Box component="dl" sx={{ m: 0, minWidth: 0, width: '100%' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('deposit.coin')}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, mb: 1 }} data-testid="deposit-coin">
            {config.coin}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('deposit.network')}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, mb: 1 }} data-testid="deposit-network">
            {network}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('deposit.address')}
          </Typography>
          <Typography
            component="dd"
            id="deposit-address"
            data-testid="deposit-address"
            sx={{ m: 0, mb: 1, fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all', userSelect: 'all' }}
          >
            {address}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: compact ? 'center' : 'flex-start', mt: 1 }}>
        <CopyButton
          text={address}
          label={t('deposit.copyAddress')}
          copied={t('deposit.addressCopied')}
          targetId="deposit-address"
          testId="copy-address"
        />
      </Box>
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="deposit-warning">
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          {t('deposit.networkWarning', { coin: config.coin, network })}
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 0.5 }} data-testid="deposit-min-warning">
          {t('deposit.minimumWarning', { min: format.decimal(config.minAmount), coin: config.coin })}
          {config.multiple ? ` ${t('deposit.multipleWarning', { multiple: format.decimal(config.multiple), coin: config.coin })}` : ''}
        </Typography>
      </Alert>
    </Paper>
  );
}

/** After sending on chain, the member reports the amount, the hash and a reference for review. */
function ChainForm({ config }: { config: ChainConfig }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [depositChain, { loading }] = useDepositChain();
  // One idempotency key per intended deposit: a double click or a retry reuses it.
  const requestId = useRef(newRequestId());
  const schema = useMemo(() => depositChainSchema(config), [config]);
  const { control, handleSubmit, reset, setError } = useForm<DepositChainForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await depositChain({ variables: { input: { ...values, requestId: requestId.current } }, context: fieldErrorsContext(CHAIN_FIELDS) });
      requestId.current = newRequestId();
      reset(EMPTY);
      toastSuccess(t('deposit.submitted'));
    } catch (error) {
      // A refused field is marked beside it, anything else shown by the error link. A refusal
      // is final for its key, so a corrected request gets a new one; after an unknown outcome
      // the same key is reused.
      requestId.current = requestIdAfterFailure(requestId.current, error);
      showFieldErrors(error, setError, CHAIN_FIELDS);
    }
  });

  const min = format.decimal(config.minAmount);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="chain-form-title" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="chain-form-title" component="h2" variant="h6">
        {t('deposit.reportChain')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('deposit.reportChainIntro')}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="chain-form">
        <FormAmountField
          control={control}
          name="amount"
          label={t('deposit.amountUsdt')}
          required
          autoComplete="off"
          helperText={
            config.multiple
              ? t('deposit.amountHelpMultiple', { min, multiple: format.decimal(config.multiple) })
              : t('deposit.amountHelp', { min })
          }
        />
        <FormTextField
          control={control}
          name="hash"
          label={t('deposit.hash')}
          required
          autoComplete="off"
          helperText={t('deposit.hashHelp')}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: { fontFamily: 'monospace' } } }}
        />
        <FormTextField
          control={control}
          name="paymentReference"
          label={t('deposit.receiptNumber')}
          required
          autoComplete="off"
          helperText={t('deposit.receiptNumberHelp', { max: RECEIPT_NUMBER_MAX })}
          slotProps={{ htmlInput: { maxLength: RECEIPT_NUMBER_MAX } }}
        />
        <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }}>
          {t('deposit.submit')}
        </Button>
      </form>
    </Paper>
  );
}

/** The on-chain tab: where to send USDT, the report form, and the on-chain records. */
export function ChainDeposit({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const config = useDepositChainConfig();
  const value = config.data?.depositChainConfig;
  return (
    <Stack sx={{ gap: 2 }}>
      {config.error && !value ? (
        <LoadError error={config.error} onRetry={() => void readAgain(config.refetch)} />
      ) : !value ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : !value.address ? (
        <Alert severity="info" data-testid="chain-closed">
          {t('deposit.chainClosed')}
          <ClosedChannelHelp />
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: compact ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
          }}
        >
          <ChainAddress config={value} address={value.address} compact={compact} />
          <ChainForm config={value} />
        </Box>
      )}
      <DepositRecords kind="CHAIN" compact={compact} />
    </Stack>
  );
}
