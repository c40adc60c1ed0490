import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/components/form-fields';
import { FormSelectField } from '@/components/form-select-field';
import type { CoinName, ConvertConfigsQuery, ConvertMutation } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { compareDecimal, fractionDigits, isDecimal, MONEY_SCALE } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { showFieldErrors } from '@/lib/field-errors';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { CONVERT_FIELDS, convertSchema, findPair, type ConvertForm as ConvertFormValues } from '../api/convert';
import { useConvertQuote } from '../api/convert-quote';
import { ConfirmConvertDialog } from './confirm-convert-dialog';

type Config = ConvertConfigsQuery['convertConfigs'][number];

/** The preview's quote waits this long after the last keystroke. */
const QUOTE_DEBOUNCE_MS = 300;

interface ConvertFormProps {
  configs: readonly Config[];
  initialFrom?: CoinName;
  /** The other credit of the pair to open on, when the from credit has a pair to it. */
  initialTo?: string | undefined;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Pick a pair, type an amount, see the fee and what arrives; a review step sends it. */
export function ConvertForm({ configs, initialFrom, initialTo }: ConvertFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const balances = useLiveBalances();
  const [review, setReview] = useState<{ pair: Config; amount: string } | undefined>();
  const fromCoins = useMemo(() => unique(configs.map((config) => config.fromCoin)), [configs]);
  const startFrom = initialFrom && fromCoins.includes(initialFrom) ? initialFrom : (fromCoins[0] ?? '');
  const startTo =
    configs.find((config) => config.fromCoin === startFrom && config.toCoin === initialTo)?.toCoin ?? configs.find((config) => config.fromCoin === startFrom)?.toCoin ?? '';
  const balanceList = balances.data?.balances;
  const schema = useMemo(
    () => convertSchema(configs, (coin) => balanceList?.find((balance) => balance.coinName === coin)?.available),
    [configs, balanceList],
  );
  const { control, handleSubmit, setValue, reset, setError, getValues } = useForm<ConvertFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { fromCoin: startFrom, toCoin: startTo, amount: '' },
  });

  // /convert opens on the first credit the member holds some of (the first credit when they hold
  // none), once the balances are in; a credit's own convert screen and a choice made meanwhile stay.
  const defaulted = useRef(initialFrom !== undefined);
  useEffect(() => {
    if (defaulted.current || !balanceList) return;
    defaulted.current = true;
    if (getValues('fromCoin') !== startFrom) return;
    const held = fromCoins.find((coin) => {
      const available = balanceList.find((balance) => balance.coinName === coin)?.available;
      return available !== undefined && compareDecimal(available, '0') > 0;
    });
    if (!held || held === startFrom) return;
    setValue('fromCoin', held);
    setValue('toCoin', configs.find((config) => config.fromCoin === held && config.toCoin === initialTo)?.toCoin ?? configs.find((config) => config.fromCoin === held)?.toCoin ?? '');
  }, [balanceList, configs, fromCoins, getValues, initialTo, setValue, startFrom]);
  const [fromCoin, toCoin, amount] = useWatch({ control, name: ['fromCoin', 'toCoin', 'amount'] });
  const toCoins = configs.filter((config) => config.fromCoin === fromCoin).map((config) => config.toCoin);
  const pair = findPair(configs, fromCoin, toCoin);

  // A new "from" credit keeps the "to" credit only when that pair exists.
  useEffect(() => {
    if (!findPair(configs, fromCoin, toCoin)) {
      const first = configs.find((config) => config.fromCoin === fromCoin)?.toCoin;
      if (first) setValue('toCoin', first);
    }
  }, [configs, fromCoin, toCoin, setValue]);

  const available = balances.data?.balances.find((balance) => balance.coinName === fromCoin)?.available;
  const trimmed = amount.trim();
  const quotable = pair && isDecimal(trimmed) && compareDecimal(trimmed, '0') > 0 && fractionDigits(trimmed) <= MONEY_SCALE;
  // Debounced as one string: an object would be new at every render.
  const asked = useDebouncedValue(quotable ? `${pair.fromCoin} ${pair.toCoin} ${trimmed}` : '', QUOTE_DEBOUNCE_MS);
  const [askedFrom, askedTo, askedAmount] = asked.split(' ') as [CoinName, CoinName, string];
  const answer = useConvertQuote(asked ? { fromCoin: askedFrom, toCoin: askedTo, amount: askedAmount } : undefined).data?.convertQuote;
  // The platform's figures, shown only for what the form holds now (not a quote of a moment ago).
  const quote =
    quotable && answer && answer.fromCoin === pair.fromCoin && answer.toCoin === pair.toCoin && compareDecimal(answer.amount, trimmed) === 0 ? answer : undefined;

  // The form checks what it can; the review step repeats the terms and sends.
  const onSubmit = handleSubmit((values) => {
    const chosen = findPair(configs, values.fromCoin, values.toCoin);
    if (chosen) setReview({ pair: chosen, amount: values.amount.trim() });
  });

  const onDone = (order: ConvertMutation['convert'] | undefined) => {
    const done = review;
    setReview(undefined);
    if (done) reset({ fromCoin: done.pair.fromCoin, toCoin: done.pair.toCoin, amount: '' });
    toastSuccess(order?.status === 'PENDING' ? t('convert.pendingReview') : t('convert.done'));
  };

  const onFieldErrors = (error: unknown) => {
    setReview(undefined);
    showFieldErrors(error, setError, CONVERT_FIELDS);
  };

  const credit = (coin: string) => t(`credits.${coin as CoinName}`);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="convert-form-title" sx={{ p: 2 }}>
      <Typography id="convert-form-title" component="h2" variant="h6">
        {t('convert.newConvert')}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="convert-form">
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField control={control} name="fromCoin" label={t('convert.from')} required>
            {fromCoins.map((coin) => (
              <MenuItem key={coin} value={coin}>
                {credit(coin)}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormSelectField control={control} name="toCoin" label={t('convert.to')} required>
            {toCoins.map((coin) => (
              <MenuItem key={coin} value={coin}>
                {credit(coin)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Box>
        <FormAmountField
          control={control}
          name="amount"
          label={t('convert.amount')}
          required
          autoComplete="off"
        />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }} data-testid="convert-preview">
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('convert.available')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="convert-available">
            {available !== undefined && fromCoin ? money.amount(fromCoin as CoinName, available) : '–'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('convert.minimum')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {pair ? format.decimal(pair.minAmount) : '–'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('convert.rate')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {pair ? format.decimal(pair.rate) : '–'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('convert.fee')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="convert-fee">
            {quote ? format.decimal(quote.fee) : '–'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('convert.receive')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid="convert-receive">
            {quote ? `${format.decimal(quote.toAmount)} ${credit(toCoin)}` : '–'}
          </Typography>
        </Box>
        <Button type="submit" variant="contained">
          {t('convert.review')}
        </Button>
      </form>
      {review ? (
        <ConfirmConvertDialog pair={review.pair} amount={review.amount} onClose={() => setReview(undefined)} onDone={onDone} onFieldErrors={onFieldErrors} />
      ) : null}
    </Paper>
  );
}
