import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { TruncatedCopy } from '@/components/truncated-copy';
import type { GameAreaQuery } from '@/generated/graphql';
import { showFieldErrors } from '@/lib/field-errors';
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import { bindAddressSchema, useBindGameAddress, useRegisterGame, type BindAddressForm } from '../api/game';

type Account = GameAreaQuery['gameAccount'];

/** The game account: register it once, then bind (or change) its BEP20 address. */
export function GameAccountCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [register, registering] = useRegisterGame();
  const [editing, setEditing] = useState(false);

  const onRegister = async () => {
    if (registering.loading) return;
    try {
      await register();
      toastSuccess(t('game.registeredDone'));
    } catch {
      // The error link has told the member why.
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="game-account-title" sx={{ p: 2 }} data-testid="game-account" data-registered={String(account.registered)}>
      <Typography id="game-account-title" component="h2" variant="h6">
        {t('game.accountTitle')}
      </Typography>
      {!account.registered ? (
        <Stack sx={{ gap: 1.5, mt: 1, alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('game.notRegistered')}</Typography>
          <Button variant="contained" onClick={() => void onRegister()} loading={registering.loading} data-testid="game-register">
            {t('game.register')}
          </Button>
        </Stack>
      ) : (
        <>
          <ReviewList sx={{ mt: 1 }}>
            <ReviewLine term={t('game.gameUserName')} testId="game-user-name">
              {account.gameUserName}
            </ReviewLine>
            {account.registeredAt ? <ReviewLine term={t('game.registeredAt')}>{format.dateTime(account.registeredAt)}</ReviewLine> : null}
            <ReviewLine term={t('game.boundAddress')} testId="game-bound-address">
              {account.bindAddress ? <TruncatedCopy value={account.bindAddress} label={t('game.copyAddress')} copied={t('game.addressCopied')} testId="game-address" /> : t('game.noAddress')}
            </ReviewLine>
          </ReviewList>
          {editing ? (
            <BindAddressForm onDone={() => setEditing(false)} />
          ) : (
            <Button sx={{ mt: 1 }} variant={account.bindAddress ? 'outlined' : 'contained'} onClick={() => setEditing(true)} data-testid="game-bind-open">
              {account.bindAddress ? t('game.rebind') : t('game.bind')}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

function BindAddressForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [bind, binding] = useBindGameAddress();
  const { control, handleSubmit, setError } = useForm<BindAddressForm>({ resolver: zodResolver(bindAddressSchema), defaultValues: { address: '' } });
  const onSubmit = handleSubmit(async (values) => {
    if (binding.loading) return;
    try {
      await bind({ variables: { input: { address: values.address } } });
      toastSuccess(t('game.boundDone'));
      onDone();
    } catch (error) {
      showFieldErrors(error, setError, ['address']);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="game-bind-form">
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t('game.addressNote')}
      </Alert>
      <FormTextField control={control} name="address" label={t('game.addressLabel')} required autoComplete="off" spellCheck={false} />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button onClick={onDone} disabled={binding.loading}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={binding.loading} data-testid="game-bind-submit">
          {t('game.saveAddress')}
        </Button>
      </Stack>
    </form>
  );
}
