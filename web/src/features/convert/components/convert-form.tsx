import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import type { CoinName, ConvertConfigsQuery } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { compareDecimal, convertQuote, fractionDigits, isDecimal, MONEY_SCALE } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { convertSchema, findPair, useConvert, type ConvertForm as ConvertFormValues } from '../api/convert';

type Config = ConvertConfigsQuery['convertConfigs'][number];

interface ConvertFormProps {
  configs: readonly Config[];
  initialFrom?: CoinName;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Pick a pair, type an amount, see the fee and what arrives before sending. */
export function ConvertForm({ configs, initialFrom }: ConvertFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useLiveBalances();
  const [convert, { loading }] = useConvert();
  // One idempotency key per intended convert: a double click or a retry reuses it.
  const requestId = useRef(newRequestId());
  const fromCoins = useMemo(() => unique(configs.map((config) => config.fromCoin)), [configs]);
  const startFrom = initialFrom && fromCoins.includes(initialFrom) ? initialFrom : (fromCoins[0] ?? '');
  const startTo = configs.find((config) => config.fromCoin === startFrom)?.toCoin ?? '';
  const schema = useMemo(() => convertSchema(configs), [configs]);
  const { control, handleSubmit, setValue, reset } = useForm<ConvertFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { fromCoin: startFrom, toCoin: startTo, amount: '' },
  });
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
  const quote =
    pair && isDecimal(trimmed) && compareDecimal(trimmed, '0') > 0 && fractionDigits(trimmed) <= MONEY_SCALE
      ? convertQuote(trimmed, pair.rate, pair.feeRatio)
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await convert({
        variables: {
          input: {
            fromCoin: values.fromCoin as CoinName,
            toCoin: values.toCoin as CoinName,
            amount: values.amount,
            requestId: requestId.current,
          },
        },
      });
      requestId.current = newRequestId();
      reset({ fromCoin: values.fromCoin, toCoin: values.toCoin, amount: '' });
      toastSuccess(
        result.data?.convert.status === 'PENDING' ? t('convert.pendingReview') : t('convert.done'),
      );
    } catch (error) {
      // Shown by the error link. A refusal is final for its key, so a corrected request gets a
      // new one; after an unknown outcome the same key is reused.
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  });

  const credit = (coin: string) => t(`credits.${coin as CoinName}`);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="convert-form-title" sx={{ p: 2 }}>
      <Typography id="convert-form-title" component="h2" variant="h6">
        {t('convert.newConvert')}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="convert-form">
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="fromCoin" label={t('convert.from')} select required>
            {fromCoins.map((coin) => (
              <MenuItem key={coin} value={coin}>
                {credit(coin)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="toCoin" label={t('convert.to')} select required>
            {toCoins.map((coin) => (
              <MenuItem key={coin} value={coin}>
                {credit(coin)}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        <FormTextField
          control={control}
          name="amount"
          label={t('convert.amount')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }} data-testid="convert-preview">
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('convert.available')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="convert-available">
            {available !== undefined ? format.decimal(available) : '–'}
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
        <Button type="submit" variant="contained" loading={loading}>
          {t('convert.submit')}
        </Button>
      </form>
    </Paper>
  );
}
