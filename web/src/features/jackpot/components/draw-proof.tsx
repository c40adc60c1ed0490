import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { ticketNumber } from '../api/jackpot';
import type { Round } from './round-panel';

const MONO = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere', wordBreak: 'break-all' } as const;

/** A drawn round: the winning ticket, the member's win if any, the revealed seed and how anyone checks the draw with it. */
export function DrawProof({ round, won }: { round: Round; won: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  if (!round.drawn || !round.seed) return null;
  const credit = t(`credits.${round.coinName}`);
  const hasWinner = round.winningTicket !== null && round.winningTicket !== undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="jackpot-proof">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('jackpot.drawTitle')}
      </Typography>
      {won && round.prizeAmount ? (
        <Alert severity="success" sx={{ mb: 1.5 }} data-testid="jackpot-you-won">
          {t('jackpot.youWon', { amount: money.amount(round.coinName, round.prizeAmount), credit })}
        </Alert>
      ) : null}
      {!hasWinner ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('jackpot.noWinner')}
        </Alert>
      ) : null}
      <ReviewList>
        {hasWinner ? (
          <ReviewLine term={t('jackpot.winningTicket')} testId="jackpot-winning-ticket" strong>
            {format.count(ticketNumber(round.winningTicket ?? 0))}
          </ReviewLine>
        ) : null}
        {round.winningFirstTicket !== null && round.winningFirstTicket !== undefined && round.winningLastTicket !== null && round.winningLastTicket !== undefined ? (
          <ReviewLine term={t('jackpot.winningEntry')}>
            {t('jackpot.ticketRange', { first: format.count(ticketNumber(round.winningFirstTicket)), last: format.count(ticketNumber(round.winningLastTicket)) })}
          </ReviewLine>
        ) : null}
        <ReviewLine term={t('jackpot.roundId')}>
          <Box component="span" sx={MONO}>
            {round.id}
          </Box>
        </ReviewLine>
      </ReviewList>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('jackpot.seed')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box component="code" sx={MONO} data-testid="jackpot-seed">
          {round.seed}
        </Box>
        <CopyButton text={round.seed} label={t('jackpot.copySeed')} copied={t('jackpot.copied')} iconOnly />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('jackpot.commitment')}
      </Typography>
      <Box component="code" sx={{ ...MONO, display: 'block' }}>
        {round.seedHash}
      </Box>

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {t('jackpot.verifyTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('jackpot.verifyIntro')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 0.5 } }} data-testid="jackpot-verify">
        <Typography component="li" variant="body2">
          {t('jackpot.verifyCommitment')}
        </Typography>
        {hasWinner ? (
          <Typography component="li" variant="body2">
            {t('jackpot.verifyTicket', { roundId: round.id, tickets: format.count(round.ticketCount), ticket: format.count(ticketNumber(round.winningTicket ?? 0)) })}
          </Typography>
        ) : null}
        <Typography component="li" variant="body2">
          {t('jackpot.verifyOrder')}
        </Typography>
      </Box>
    </Paper>
  );
}
