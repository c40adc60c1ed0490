import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { multiplyDecimal } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { ticketNumber, useEnterJackpot } from '../api/jackpot';
import type { Round } from './round-panel';

/** The review step of an entry: the round, the tickets and the total, then pay. One requestId per opening. */
export function EnterDialog({ round, tickets, available, onClose }: { round: Round; tickets: number; available: string | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [enter, { loading }] = useEnterJackpot();
  const requestId = useRef(newRequestId());
  const credit = t(`credits.${round.coinName}`);
  const total = multiplyDecimal(round.ticketPrice, String(tickets), 'up');

  const submit = async () => {
    if (loading) return;
    try {
      const result = await enter({ variables: { input: { roundId: round.id, tickets, requestId: requestId.current } } });
      const order = result.data?.enterJackpot;
      if (order) toastSuccess(t('jackpot.entered', { first: format.count(ticketNumber(order.firstTicket)), last: format.count(ticketNumber(order.lastTicket)) }));
      onClose();
    } catch (error) {
      // The error link has told the member why; a refusal is final for its key.
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="jackpot-confirm-title" fullWidth maxWidth="xs" data-testid="jackpot-confirm">
      <DialogTitle id="jackpot-confirm-title">{t('jackpot.confirmTitle')}</DialogTitle>
      <DialogContent>
        <ReviewList>
          <ReviewLine term={t('jackpot.ticketPrice')}>
            {money.amount(round.coinName, round.ticketPrice)} {credit}
          </ReviewLine>
          <ReviewLine term={t('jackpot.tickets')} testId="jackpot-confirm-tickets">
            {format.count(tickets)}
          </ReviewLine>
          <ReviewLine term={t('jackpot.total')} testId="jackpot-confirm-total" strong>
            {money.amount(round.coinName, total)} {credit}
          </ReviewLine>
          {available !== undefined ? (
            <ReviewLine term={t('jackpot.available')}>
              {money.amount(round.coinName, available)} {credit}
            </ReviewLine>
          ) : null}
        </ReviewList>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('jackpot.confirmNote', { total: money.amount(round.coinName, total), credit })}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={loading} data-testid="jackpot-confirm-button">
          {t('jackpot.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
