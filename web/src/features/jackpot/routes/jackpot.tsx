import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useLiveBalances } from '@/lib/balances';
import { useJackpot, useJackpotOrders } from '../api/jackpot';
import { DrawProof } from '../components/draw-proof';
import { OrderList } from '../components/order-list';
import { RoundPanel } from '../components/round-panel';
import { readAgain } from '@/lib/read-again';

/** /prize and /prize-h5: the jackpot — the current round, entering it through a review, the member's entries, and a drawn round's proof. */
export function JackpotRoute() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const jackpot = useJackpot();
  const orders = useJackpotOrders(pageNum);
  const balances = useLiveBalances();
  const status = jackpot.data?.jackpot;
  const round = status?.round;
  const available = round ? balances.data?.balances.find((balance) => balance.coinName === round.coinName)?.available : undefined;
  const won = Boolean(round?.winningOrderId && orders.data?.jackpotOrders.items.some((order) => order.id === round.winningOrderId));

  return (
    <Stack sx={{ gap: 2 }} data-testid="jackpot-page">
      <Typography component="h1" variant="h5">
        {t('jackpot.title')}
      </Typography>
      <Typography color="text.secondary">{t('jackpot.intro')}</Typography>
      {status && round ? (
        <>
          <RoundPanel round={round} myTickets={status.myTickets} available={available} />
          <DrawProof round={round} won={won} />
        </>
      ) : null}
      {status && !round ? (
        <Alert severity="info" data-testid="jackpot-no-round">
          {t('jackpot.noRound')}
        </Alert>
      ) : null}
      {!status && jackpot.error ? <LoadError error={jackpot.error} onRetry={() => void readAgain(jackpot.refetch)} /> : null}
      {!status && !jackpot.error ? <LinearProgress aria-label={t('common.loading')} /> : null}
      <OrderList orders={orders.data?.jackpotOrders} error={orders.error} onRetry={() => void readAgain(orders.refetch)} pageNum={pageNum} onPageChange={setPageNum} />
    </Stack>
  );
}
