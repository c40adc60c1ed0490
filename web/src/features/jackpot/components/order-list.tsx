import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { StatusChip } from '@/components/status-chip';
import type { JackpotOrdersQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { JACKPOT_PAGE_SIZE, ticketNumber } from '../api/jackpot';

type Orders = JackpotOrdersQuery['jackpotOrders'];

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 1.5, p: 0, m: 0 } as const;

/** The member's entries, newest first: their tickets, what they cost, unpaid or winning, and their round's state. */
export function OrderList({ orders, error, onRetry, pageNum, onPageChange }: { orders: Orders | undefined; error: unknown; onRetry(): void; pageNum: number; onPageChange(page: number): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  return (
    <Box component="section" aria-labelledby="jackpot-orders-title">
      <Typography id="jackpot-orders-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('jackpot.ordersTitle')}
      </Typography>
      {!orders && error ? <LoadError error={error} onRetry={onRetry} /> : null}
      {!orders && !error ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {orders && orders.items.length === 0 ? (
        <Alert severity="info" data-testid="jackpot-orders-empty">
          {t('jackpot.ordersEmpty')}
        </Alert>
      ) : null}
      {orders && orders.items.length > 0 ? (
        <>
          <Box component="ul" sx={GRID}>
            {orders.items.map((order) => (
              <Paper key={order.id} variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} data-testid="jackpot-order" data-status={order.status} data-drawn={String(order.drawn)}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
                    {t('jackpot.ticketRange', { first: format.count(ticketNumber(order.firstTicket)), last: format.count(ticketNumber(order.lastTicket)) })}
                  </Typography>
                  <StatusChip
                    color={order.status === 'WINNING' ? 'success' : 'default'}
                    label={t(`jackpot.orderStatus.${order.status}`)}
                    explanation={t(`jackpot.orderStatusHelp.${order.status}`)}
                    testId="jackpot-order-status"
                  />
                  <StatusChip
                    label={order.drawn ? t('jackpot.drawn') : t(`jackpot.status.${order.roundStatus}`)}
                    explanation={order.drawn ? t('jackpot.drawnHelp') : t(`jackpot.statusHelp.${order.roundStatus}`)}
                  />
                </Stack>
                <ReviewList sx={{ mt: 1 }}>
                  <ReviewLine term={t('jackpot.tickets')}>{format.count(order.tickets)}</ReviewLine>
                  <ReviewLine term={t('jackpot.paid')}>
                    {money.amount(order.coinName, order.amount)} {t(`credits.${order.coinName}`)}
                  </ReviewLine>
                  {order.prizeAmount ? (
                    <ReviewLine term={t('jackpot.prize')} testId="jackpot-order-prize" strong>
                      {money.amount(order.coinName, order.prizeAmount)} {t(`credits.${order.coinName}`)}
                    </ReviewLine>
                  ) : null}
                  <ReviewLine term={t('jackpot.boughtAt')}>{format.dateTime(order.createdAt)}</ReviewLine>
                </ReviewList>
              </Paper>
            ))}
          </Box>
          {orders.pageInfo.total > JACKPOT_PAGE_SIZE ? <ListPagination total={orders.pageInfo.total} pageNum={pageNum} pageSize={JACKPOT_PAGE_SIZE} onPageChange={onPageChange} /> : null}
        </>
      ) : null}
    </Box>
  );
}
