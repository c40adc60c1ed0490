import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/components/form-fields';
import { SecurityGuardsNotice } from '@/components/security-guards-notice';
import { useLiveBalances } from '@/lib/balances';
import { publishOfferSchema, type PublishForm } from '../api/otc-mutations';
import { useOtcLobby } from '../api/otc-queries';
import { ConfirmPublishDialog, type OfferDraft } from './confirm-publish-dialog';
import { OtcBalances } from './otc-balances';
import { OtcLoadError } from './otc-load-error';
import { readAgain } from '@/lib/read-again';
import { useGuardHold } from '@/lib/security-guards';

const FIELDS = ['amount', 'price', 'minAmount', 'maxAmount'] as const;

/** Publish an offer of USDT_POINT: the amount moves into escrow until sold or cancelled. */
export function PublishOfferForm({ onPublished }: { onPublished(): void }) {
  const { t } = useTranslation();
  const lobby = useOtcLobby(1);
  const [draft, setDraft] = useState<OfferDraft | undefined>(undefined);
  // While the transaction password is locked no review opens: the notice says until when.
  const { held } = useGuardHold('money');
  const usdtAvailable = useLiveBalances().data?.balances.find((balance) => balance.coinName === 'USDT_POINT')?.available;
  const schema = useMemo(() => publishOfferSchema(usdtAvailable), [usdtAvailable]);
  const { control, handleSubmit } = useForm<PublishForm>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', price: '', minAmount: '', maxAmount: '' },
  });
  const payCoinName = lobby.data?.otcLobby.payCoinName;
  if (lobby.error && !payCoinName) return <OtcLoadError error={lobby.error} onRetry={() => void readAgain(lobby.refetch)} />;
  if (!payCoinName) return <LinearProgress aria-label={t('common.loading')} />;

  // The form checks the figures; the review step asks for the transaction password and publishes.
  const onSubmit = handleSubmit((values) => {
    if (!held) setDraft({ amount: values.amount.trim(), price: values.price.trim(), minAmount: values.minAmount.trim(), maxAmount: values.maxAmount.trim() });
  });
  const onDone = () => {
    setDraft(undefined);
    onPublished();
  };

  const labels: Record<(typeof FIELDS)[number], string> = {
    amount: t('otc.offerAmount'),
    price: t('otc.priceLabel', { credit: t(`credits.${payCoinName}`) }),
    minAmount: t('otc.minAmount'),
    maxAmount: t('otc.maxAmount'),
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <OtcBalances payCoinName={payCoinName} />
      <Paper variant="outlined" component="section" aria-labelledby="otc-publish-title" sx={{ p: 2 }}>
        <Typography id="otc-publish-title" component="h2" variant="h6">
          {t('otc.publishTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('otc.publishNote')}
        </Typography>
        <SecurityGuardsNotice scope="money" />
        <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="otc-publish-form">
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FIELDS.map((name) => (
              <FormAmountField
                key={name}
                control={control}
                name={name}
                label={labels[name]}
                required
                autoComplete="off"
              />
            ))}
          </Box>
          <Button type="submit" variant="contained" disabled={held} sx={{ mt: 1 }}>
            {t('otc.publish')}
          </Button>
        </form>
      </Paper>
      {draft ? <ConfirmPublishDialog draft={draft} payCoinName={payCoinName} onClose={() => setDraft(undefined)} onDone={onDone} /> : null}
    </Stack>
  );
}
