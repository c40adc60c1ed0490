import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import type { GameAreaQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { GAME_TRANSFERS_PAGE_SIZE } from '../api/game';
import { Figure } from './figure';

type Area = GameAreaQuery;

/** Bet flow the game platform reported: today (GMT+8) and the total. */
export function GameBetFlowCard({ betFlow }: { betFlow: Area['gameBetFlow'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="game-bet-flow-title" sx={{ p: 2 }} data-testid="game-bet-flow">
      <Typography id="game-bet-flow-title" component="h2" variant="h6">
        {t('game.betFlowTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1 }}>
        <Figure label={t('game.betFlowToday')} testId="game-bet-flow-today">
          {money.amount('GMT', betFlow.today)}
        </Figure>
        <Figure label={t('game.betFlowTotal')} testId="game-bet-flow-total">
          {money.amount('GMT', betFlow.total)}
        </Figure>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {betFlow.updatedAt ? t('game.betFlowUpdated', { time: format.dateTime(betFlow.updatedAt) }) : t('game.betFlowNone')}
      </Typography>
    </Paper>
  );
}

/** The member's game transfers, newest first. */
export function GameTransfersCard({ transfers, pageNum, onPageChange }: { transfers: Area['gameTransfers']; pageNum: number; onPageChange(page: number): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="game-transfers-title" sx={{ p: 2 }}>
      <Typography id="game-transfers-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('game.transfersTitle')}
      </Typography>
      {transfers.items.length === 0 ? (
        <Alert severity="info" data-testid="game-transfers-empty">
          {t('game.noTransfers')}
        </Alert>
      ) : (
        <Stack component="ul" sx={{ p: 0, m: 0, gap: 1 }}>
          {transfers.items.map((item) => (
            <Stack
              key={item.receiptNumber}
              component="li"
              direction="row"
              sx={{ listStyle: 'none', justifyContent: 'space-between', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 1 }}
              data-testid="game-transfer"
              data-direction={item.direction}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.direction === 'OUT' ? t('game.transferOut') : t('game.transferIn')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {format.dateTime(item.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: item.direction === 'OUT' ? 'error.main' : 'success.main' }} data-testid="game-transfer-amount">
                {money.signed('GMT', item.direction === 'OUT' ? `-${item.amount}` : item.amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      {transfers.pageInfo.total > GAME_TRANSFERS_PAGE_SIZE ? (
        <ListPagination total={transfers.pageInfo.total} pageNum={pageNum} pageSize={GAME_TRANSFERS_PAGE_SIZE} onPageChange={onPageChange} />
      ) : null}
    </Paper>
  );
}
