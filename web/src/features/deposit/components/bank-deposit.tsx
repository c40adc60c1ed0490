import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/components/form-fields';
import { FormSelectField } from '@/components/form-select-field';
import { CopyButton } from '@/components/copy-button';
import { LoadError } from '@/components/load-error';
import type { DepositChannelsQuery } from '@/generated/graphql';
import { compareDecimal, fractionDigits, isDecimal, MONEY_SCALE } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFormat } from '@/lib/use-format';
import { fieldErrorsContext, showFieldErrors } from '@/lib/field-errors';
import { useBankDepositQuote } from '../api/bank-deposit-quote';
import { DEPOSIT_CREDIT } from '../api/deposit-credit';
import { depositBankSchema, useDepositBank, type DepositBankForm as DepositBankFormValues } from '../api/deposit-bank';
import { useDepositChannels } from '../api/deposit-channels';
import { ClosedChannelHelp } from './what-next';
import { DepositRecords } from './deposit-records';
import { ReceiptPicker } from './receipt-picker';
import { readAgain } from '@/lib/read-again';

type Channel = DepositChannelsQuery['depositChannels'][number];

/** A term and its value in the channel's description list. */
function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

const DL_SX = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, alignItems: 'center', m: 0 } as const;

/** Where to pay: the chosen channel's bank account (number to copy), currency and limits. */
function ChannelDetails({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box
      component="dl"
      sx={{ ...DL_SX, p: 1.5, mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="channel-details"
    >
      <Row term={t('deposit.bankName')}>{channel.bankName}</Row>
      <Row term={t('deposit.accountName')}>{channel.accountName}</Row>
      <Row term={t('deposit.accountNumber')}>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" id="channel-account-number" sx={{ minWidth: 0, fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
            {channel.accountNumber}
          </Box>
          <CopyButton
            iconOnly
            text={channel.accountNumber}
            label={t('deposit.copyAccountNumber')}
            copied={t('deposit.accountNumberCopied')}
            targetId="channel-account-number"
            testId="copy-account-number"
          />
        </Box>
      </Row>
      <Row term={t('deposit.currency')}>{channel.currency}</Row>
      <Row term={t('deposit.rate')} testId="channel-rate">
        {t('deposit.rateValue', { credit: t(`credits.${DEPOSIT_CREDIT}`), rate: format.decimal(channel.exchangeRate), currency: channel.currency })}
      </Row>
      <Row term={t('deposit.limits')}>
        {channel.multiple
          ? t('deposit.amountHelpMultiple', { min: format.decimal(channel.minAmount), multiple: format.decimal(channel.multiple) })
          : t('deposit.amountHelp', { min: format.decimal(channel.minAmount) })}
      </Row>
    </Box>
  );
}

/** Pay into a platform bank account, then report it with the amount and a picture of the receipt. */
/** The fields a refusal is shown beside. */
const BANK_FIELDS = ['channelId', 'amount', 'receipt'] as const;

/** The payable amount is asked of the platform this long after the last keystroke. */
const QUOTE_DEBOUNCE_MS = 300;

function BankForm({ channels, compact }: { channels: readonly Channel[]; compact: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [depositBank, { loading }] = useDepositBank();
  // One idempotency key per intended deposit: a double click or a retry reuses it.
  const requestId = useRef(newRequestId());
  const schema = useMemo(() => depositBankSchema(channels), [channels]);
  const { control, handleSubmit, reset, setValue, trigger, setError } = useForm<DepositBankFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { channelId: channels[0]?.id ?? '', amount: '', receipt: null },
  });
  const [channelId, amount] = useWatch({ control, name: ['channelId', 'amount'] });
  const channel = channels.find((item) => item.id === channelId);
  // What the amount typed is counted in: the credit received, whatever the channel's currency.
  const credit = t(`credits.${DEPOSIT_CREDIT}`);

  // A channel the operator removed meanwhile gives way to the first one listed.
  useEffect(() => {
    if (!channels.some((item) => item.id === channelId) && channels[0]) setValue('channelId', channels[0].id);
  }, [channels, channelId, setValue]);

  const trimmed = amount.trim();
  const quotable = channel && isDecimal(trimmed) && compareDecimal(trimmed, '0') > 0 && fractionDigits(trimmed) <= MONEY_SCALE;
  // Debounced as one string: an object would be new at every render.
  const asked = useDebouncedValue(quotable ? `${channel.id} ${trimmed}` : '', QUOTE_DEBOUNCE_MS);
  const [askedChannel, askedAmount] = asked.split(' ') as [string, string];
  const answer = useBankDepositQuote(asked ? { channelId: askedChannel, amount: askedAmount } : undefined).data?.bankDepositQuote;
  // The platform's figure, shown only for what the form holds now.
  const payable = quotable && answer && answer.channelId === channel.id && compareDecimal(answer.amount, trimmed) === 0 ? answer.localAmount : undefined;

  const onSubmit = handleSubmit(async (values) => {
    if (!values.receipt) return;
    try {
      await depositBank({
        variables: {
          input: { channelId: values.channelId, amount: values.amount.trim(), requestId: requestId.current },
          receipt: values.receipt,
        },
        context: fieldErrorsContext(BANK_FIELDS),
      });
      requestId.current = newRequestId();
      reset({ channelId: values.channelId, amount: '', receipt: null });
      toastSuccess(t('deposit.submitted'));
    } catch (error) {
      // A refused field is marked beside it, anything else shown by the error link. A refusal
      // is final for its key, so a corrected request gets a new one; after an unknown outcome
      // the same key is reused.
      requestId.current = requestIdAfterFailure(requestId.current, error);
      showFieldErrors(error, setError, BANK_FIELDS);
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="bank-form-title" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="bank-form-title" component="h2" variant="h6">
        {t('deposit.payByBank')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('deposit.bankIntro', { credit })}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="bank-form">
        <Box
          sx={{
            display: 'grid',
            columnGap: 3,
            alignItems: 'start',
            gridTemplateColumns: compact ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <FormSelectField control={control} name="channelId" label={t('deposit.channel')} required>
              {channels.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {t('deposit.channelOption', { name: item.channelName, currency: item.currency })}
                </MenuItem>
              ))}
            </FormSelectField>
            {channel ? <ChannelDetails channel={channel} /> : null}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <FormAmountField
              control={control}
              name="amount"
              label={t('deposit.amountToReceive', { credit })}
              required
              autoComplete="off"
            />
            <Box component="dl" sx={{ ...DL_SX, my: 1 }} aria-live="polite" data-testid="bank-quote">
              <Row term={t('deposit.rate')}>
                {channel ? t('deposit.rateValue', { credit, rate: format.decimal(channel.exchangeRate), currency: channel.currency }) : '–'}
              </Row>
              <Row term={t('deposit.youReceive')} testId="bank-receive-amount">
                {quotable ? `${format.decimal(trimmed)} ${credit}` : '–'}
              </Row>
              <Row term={t('deposit.youPay')} testId="bank-pay-amount">
                <Box component="strong" sx={{ fontSize: '1.05rem', fontVariantNumeric: 'tabular-nums' }}>
                  {payable && channel ? `${format.decimal(payable)} ${channel.currency}` : '–'}
                </Box>
              </Row>
            </Box>
            <Controller
              control={control}
              name="receipt"
              render={({ field, fieldState }) => (
                <ReceiptPicker
                  value={field.value}
                  error={fieldState.error?.message}
                  onBlur={field.onBlur}
                  onChange={(file) => {
                    field.onChange(file);
                    // Said at once, not only on submit: a wrong file is refused as soon as it is picked.
                    void trigger('receipt');
                  }}
                />
              )}
            />
            <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }}>
              {t('deposit.submit')}
            </Button>
          </Box>
        </Box>
      </form>
    </Paper>
  );
}

/** The bank tab: channel and payment details, the form with the receipt, and the bank records. */
export function BankDeposit({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const list = channels.data?.depositChannels;
  return (
    <Stack sx={{ gap: 2 }}>
      {channels.error && !list ? (
        <LoadError error={channels.error} onRetry={() => void readAgain(channels.refetch)} />
      ) : list && list.length === 0 ? (
        <Alert severity="info" data-testid="no-channels">
          {t('deposit.noChannels')}
          <ClosedChannelHelp />
        </Alert>
      ) : list ? (
        <BankForm channels={list} compact={compact} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      <DepositRecords kind="BANK" compact={compact} />
    </Stack>
  );
}
