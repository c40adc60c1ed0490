import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import type { WithdrawalConfigsQuery, WithdrawalKind } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { compareDecimal, isDecimal } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import { showFieldErrors } from '@/lib/field-errors';
import { useGuardHold } from '@/lib/security-guards';
import { WITHDRAWAL_FIELD_OF, WITHDRAWAL_FIELDS, withdrawalFormSchema, type WithdrawalForm as WithdrawalFormValues } from '../api/withdraw-on-chain';
import { useWithdrawalQuote } from '../api/withdrawal-quote';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  delayUntil,
  formatBusinessDay,
  formatQuotaReset,
  maxWithdrawable,
  quotableAmount,
} from '../utils/withdrawal-rules';
import { ConfirmWithdrawalDialog, type Requested } from './confirm-withdrawal-dialog';
import { DestinationPicker, isCooling, type DestinationOption } from './destination-picker';
import { WithdrawalSummary } from './withdrawal-summary';
import { readAgain } from '@/lib/read-again';

type Terms = WithdrawalConfigsQuery['withdrawalConfigs'][number];

/** The quote waits this long after the last keystroke. */
const QUOTE_DEBOUNCE_MS = 300;

interface WithdrawalFormProps {
  kind: WithdrawalKind;
  terms: Terms;
  options: readonly DestinationOption[];
  /** One column (phones and the H5 page). */
  compact: boolean;
}

/**
 * Choose a destination and an amount; the server's quote (fee, net, the day's quota, its reset
 * in local time, the review day) follows the amount as it is typed. The submit opens the
 * confirmation; it is closed while today's withdrawal is used.
 */
export function WithdrawalForm({ kind, terms, options, compact }: WithdrawalFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const balances = useLiveBalances();
  const balance = balances.data?.balances.find((item) => item.coinName === terms.coinName);
  const available = balance?.available;
  // The platform's fee for the amount quoted last (the form reads it when it validates).
  const quoted = useRef<{ amount: string; fee: string } | undefined>(undefined);
  const schema = useMemo(
    () =>
      withdrawalFormSchema(terms, available, (amount) => {
        const last = quoted.current;
        return last && isDecimal(amount) && compareDecimal(last.amount, amount) === 0 ? last.fee : undefined;
      }),
    [terms, available],
  );
  const [firstUsable] = useState(() => options.find((option) => !isCooling(option, Date.now()))?.id ?? '');
  const { control, handleSubmit, reset, setValue, setError } = useForm<WithdrawalFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { destinationId: firstUsable, amount: '' },
  });
  const [confirming, setConfirming] = useState<{ destination: DestinationOption; amount: string } | undefined>(undefined);

  const amount = useWatch({ control, name: 'amount' });
  const typed = quotableAmount(amount);
  const quote = useWithdrawalQuote(useDebouncedValue(typed, QUOTE_DEBOUNCE_MS));
  const latest = (quote.data ?? quote.previousData)?.withdrawalQuote;
  const quoteMatches = typed !== null && latest?.amount != null && compareDecimal(latest.amount, typed) === 0;
  const quotedFee = quoteMatches ? latest?.fee : undefined;
  useEffect(() => {
    if (typed !== null && quotedFee) quoted.current = { amount: typed, fee: quotedFee };
  }, [typed, quotedFee]);
  const quotaUsed = latest?.quotaFree === false;
  // The lock and the pause: the page's notice says until when; no confirmation opens meanwhile.
  const { held } = useGuardHold('withdrawal');
  const max = available !== undefined ? maxWithdrawable(available, terms) : null;

  // At 00:00 GMT+8 the quota frees up and the review day moves: ask again then.
  const resetsAt = latest?.quotaResetsAt;
  const { refetch } = quote;
  useEffect(() => {
    const delay = resetsAt ? delayUntil(resetsAt, Date.now()) : undefined;
    if (delay === undefined) return;
    const timer = window.setTimeout(() => void readAgain(refetch), delay + 1000);
    return () => window.clearTimeout(timer);
  }, [resetsAt, refetch]);

  const onSubmit = handleSubmit((values) => {
    if (held) return;
    const destination = options.find((option) => option.id === values.destinationId);
    const value = quotableAmount(values.amount);
    if (destination && value) setConfirming({ destination, amount: value });
  });

  const onDone = (requested: Requested, destinationId: string) => {
    setConfirming(undefined);
    reset({ destinationId, amount: '' });
    toastSuccess(
      t('withdrawal.requested', {
        amount: format.decimal(requested.amount),
        date: formatBusinessDay(requested.approvalDate, i18n.language),
      }),
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6">
        {kind === 'CHAIN' ? t('withdrawal.newChain') : t('withdrawal.newBank')}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="withdrawal-form">
        <Box
          sx={{
            display: 'grid',
            columnGap: 3,
            gridTemplateColumns: compact ? 'minmax(0, 1fr)' : { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <DestinationPicker
              control={control}
              legend={kind === 'CHAIN' ? t('withdrawal.address') : t('withdrawal.bankAccount')}
              options={options}
            />
            <FormAmountField
              control={control}
              name="amount"
              label={t('withdrawal.amount')}
              required
              autoComplete="off"
              slotProps={{
                htmlInput: { 'data-testid': 'withdrawal-amount' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button
                        size="small"
                        disabled={max === null}
                        onClick={() => {
                          if (max !== null) setValue('amount', max, { shouldValidate: true, shouldDirty: true });
                        }}
                        data-testid="withdrawal-max"
                      >
                        {t('withdrawal.max')}
                      </Button>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <WithdrawalSummary coinName={terms.coinName} terms={terms} quote={latest} quoteMatches={quoteMatches} available={available} frozen={balance?.frozen} />
        </Box>
        {quote.error && !latest ? <LoadError error={quote.error} onRetry={() => void readAgain(refetch)} /> : null}
        {quotaUsed && latest ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="withdrawal-quota-used">
            {t('withdrawal.quotaUsedNote', { time: formatQuotaReset(latest.quotaResetsAt, i18n.language) })}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={!latest || quotaUsed || held} fullWidth={compact} data-testid="withdrawal-submit">
          {t('withdrawal.submit')}
        </Button>
      </form>
      {confirming ? (
        <ConfirmWithdrawalDialog
          kind={kind}
          destination={confirming.destination}
          amount={confirming.amount}
          onClose={() => setConfirming(undefined)}
          onDone={(requested) => onDone(requested, confirming.destination.id)}
          onFieldErrors={(error) => {
            setConfirming(undefined);
            showFieldErrors(error, setError, WITHDRAWAL_FIELDS, WITHDRAWAL_FIELD_OF);
          }}
        />
      ) : null}
    </Paper>
  );
}
