import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { StatusChip } from '@/components/status-chip';
import { TruncatedCopy } from '@/components/truncated-copy';
import type { JackpotQuery } from '@/generated/graphql';
import { compareDecimal, multiplyDecimal } from '@/lib/decimal';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { MAX_TICKETS, ticketsOf } from '../api/jackpot';
import { EnterDialog } from './enter-dialog';

export type Round = NonNullable<JackpotQuery['jackpot']['round']>;

/**
 * The current round: where it stands (in progress or complete, drawn or not), the pool and the
 * prize, the seed's commitment, and the entry form while it takes entries.
 */
export function RoundPanel({ round, myTickets, available }: { round: Round; myTickets: number; available: string | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [text, setText] = useState('1');
  const [reviewing, setReviewing] = useState<number>();
  const credit = t(`credits.${round.coinName}`);
  const open = round.status === 'IN_PROGRESS' && !round.drawn;
  const tickets = ticketsOf(text);
  const total = tickets === undefined ? undefined : multiplyDecimal(round.ticketPrice, String(tickets), 'up');
  // More than the live balance pays for: refused here as a courtesy (the platform decides).
  const aboveAvailable = total !== undefined && available !== undefined && compareDecimal(total, available) > 0;
  const usable = tickets !== undefined && !aboveAvailable;
  const feePercent = format.decimal(multiplyDecimal(round.feeRatio, '100', 'down', 6));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="jackpot-round" data-status={round.status} data-drawn={String(round.drawn)}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {t('jackpot.currentRound')}
        </Typography>
        <StatusChip color={open ? 'primary' : 'default'} label={t(`jackpot.status.${round.status}`)} explanation={t(`jackpot.statusHelp.${round.status}`)} testId="jackpot-round-status" />
        <StatusChip
          color={round.drawn ? 'success' : 'default'}
          label={round.drawn ? t('jackpot.drawn') : t('jackpot.notDrawn')}
          explanation={round.drawn ? t('jackpot.drawnHelp') : t('jackpot.notDrawnHelp')}
          testId="jackpot-round-drawn"
        />
      </Stack>
      <Box sx={{ my: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('jackpot.pool')}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="jackpot-pool">
          {money.amount(round.coinName, round.poolAmount)} {credit}
        </Typography>
      </Box>
      <ReviewList>
        {round.prizeAmount ? (
          <ReviewLine term={round.drawn ? t('jackpot.prizePaid') : t('jackpot.prizeNow')} testId="jackpot-prize" strong>
            {money.amount(round.coinName, round.prizeAmount)} {credit}
          </ReviewLine>
        ) : null}
        <ReviewLine term={t('jackpot.ticketPrice')}>
          {money.amount(round.coinName, round.ticketPrice)} {credit}
        </ReviewLine>
        <ReviewLine term={t('jackpot.houseFee')}>{t('jackpot.feePercent', { percent: feePercent })}</ReviewLine>
        <ReviewLine term={t('jackpot.ticketsSold')}>{format.count(round.ticketCount)}</ReviewLine>
        <ReviewLine term={t('jackpot.myTickets')} testId="jackpot-my-tickets">
          {format.count(myTickets)}
        </ReviewLine>
        <ReviewLine term={t('jackpot.openedAt')}>{format.dateTime(round.openedAt)}</ReviewLine>
        <ReviewLine term={t('jackpot.closesAt')}>{round.closesAt ? format.dateTime(round.closesAt) : t('jackpot.closesManually')}</ReviewLine>
        {round.closedAt ? <ReviewLine term={t('jackpot.closedAt')}>{format.dateTime(round.closedAt)}</ReviewLine> : null}
        {round.drawnAt ? <ReviewLine term={t('jackpot.drawnAt')}>{format.dateTime(round.drawnAt)}</ReviewLine> : null}
        <ReviewLine term={t('jackpot.commitment')}>
          <TruncatedCopy value={round.seedHash} label={t('jackpot.copyCommitment')} copied={t('jackpot.copied')} testId="jackpot-commitment" />
        </ReviewLine>
      </ReviewList>

      {open ? (
        <Box
          component="form"
          noValidate
          sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (usable) setReviewing(tickets);
          }}
        >
          <TextField
            id="jackpot-tickets"
            label={t('jackpot.tickets')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!usable}
            helperText={
              tickets === undefined
                ? t('jackpot.ticketsHelp', { max: format.count(MAX_TICKETS) })
                : `${t('jackpot.totalIs', { total: `${money.amount(round.coinName, total ?? '0')} ${credit}` })}${aboveAvailable ? ` · ${t('validation.amountAboveAvailable')}` : ''}`
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'jackpot-tickets' } }}
            sx={{ flex: '1 1 180px', maxWidth: 280 }}
            required
          />
          <Button type="submit" variant="contained" disabled={!usable} sx={{ mt: 1 }} data-testid="jackpot-review">
            {t('jackpot.review')}
          </Button>
        </Box>
      ) : !round.drawn ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="jackpot-complete-note">
          {t('jackpot.completeNote')}
        </Alert>
      ) : null}
      {reviewing !== undefined ? <EnterDialog round={round} tickets={reviewing} available={available} onClose={() => setReviewing(undefined)} /> : null}
    </Paper>
  );
}
