import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/components/form-fields';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { GameAreaQuery, GameTransferDirection } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useMoney } from '@/lib/use-money';
import { transferSchema, useTransferGameWallet, type TransferForm } from '../api/game';
import { Figure } from './figure';

type Account = GameAreaQuery['gameAccount'];

/** The game wallet: what it holds, and moving GMT into it (OUT) or back (IN) through a review step. */
export function GameWalletCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [direction, setDirection] = useState<GameTransferDirection>('OUT');
  const [draft, setDraft] = useState<string>();
  const available = direction === 'OUT' ? account.gmtAvailable : account.walletBalance;
  const schema = useMemo(() => transferSchema(account.minTransfer, available), [account.minTransfer, available]);
  const { control, handleSubmit, reset } = useForm<TransferForm>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const onSubmit = handleSubmit((values) => setDraft(values.amount.trim()));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="game-wallet-title" sx={{ p: 2 }} data-testid="game-wallet">
      <Typography id="game-wallet-title" component="h2" variant="h6">
        {t('game.walletTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1 }}>
        <Figure label={t('game.walletBalance')} testId="game-wallet-balance">
          {money.amount('GMT', account.walletBalance)}
        </Figure>
        <Figure label={t('game.gmtAvailable')} testId="game-gmt-available">
          {money.amount('GMT', account.gmtAvailable)}
        </Figure>
      </Box>
      {!account.registered ? (
        <Alert severity="info">{t('game.registerFirst')}</Alert>
      ) : (
        <>
          <Tabs
            value={direction}
            onChange={(_event, value: GameTransferDirection) => {
              setDirection(value);
              reset({ amount: '' });
            }}
            variant="fullWidth"
            aria-label={t('game.walletTitle')}
          >
            <Tab value="OUT" label={t('game.toGame')} data-testid="game-direction-out" />
            <Tab value="IN" label={t('game.fromGame')} data-testid="game-direction-in" />
          </Tabs>
          <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="game-transfer-form">
            <FormAmountField
              control={control}
              name="amount"
              label={t('game.amount')}
              required
              autoComplete="off"
              helperText={t('game.limits', { min: money.amount('GMT', account.minTransfer), available: money.amount('GMT', available) })}
            />
            <Button type="submit" variant="contained" data-testid="game-transfer-review">
              {t('game.review')}
            </Button>
          </form>
          {draft ? (
            <ConfirmGameTransfer
              direction={direction}
              amount={draft}
              onClose={(done) => {
                setDraft(undefined);
                if (done) reset({ amount: '' });
              }}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}

/** The review step: from, to and how much; one requestId per opening, so a double click moves GMT once. */
function ConfirmGameTransfer({ direction, amount, onClose }: { direction: GameTransferDirection; amount: string; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [transfer, sending] = useTransferGameWallet();
  const requestId = useRef(newRequestId());
  const toGame = direction === 'OUT';

  const submit = async () => {
    if (sending.loading) return;
    try {
      await transfer({ variables: { input: { direction, amount, requestId: requestId.current } } });
      toastSuccess(t('game.moved', { amount: money.amount('GMT', amount) }));
      onClose(true);
    } catch (error) {
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  return (
    <Dialog open onClose={sending.loading ? undefined : () => onClose(false)} aria-labelledby="game-confirm-title" fullWidth maxWidth="xs" data-testid="game-transfer-confirm">
      <DialogTitle id="game-confirm-title">{t('game.reviewTitle')}</DialogTitle>
      <DialogContent>
        <ReviewList>
          <ReviewLine term={t('game.from')}>{toGame ? t('game.gmtCredit') : t('game.gameWallet')}</ReviewLine>
          <ReviewLine term={t('game.to')}>{toGame ? t('game.gameWallet') : t('game.gmtCredit')}</ReviewLine>
          <ReviewLine term={t('game.amount')} strong testId="game-confirm-amount">
            {money.amount('GMT', amount)}
          </ReviewLine>
        </ReviewList>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('game.reviewNote')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={sending.loading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={sending.loading} data-testid="game-transfer-confirm-button">
          {t('game.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
