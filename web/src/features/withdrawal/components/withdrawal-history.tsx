import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import type { WithdrawalKind, WithdrawalsQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { WITHDRAWAL_PAGE_SIZE, useWithdrawals } from '../api/withdrawals';
import { canCancel, canReportNotReceived, formatBusinessDay, isOpen, maskAccountNumber, showsReason } from '../utils/withdrawal-rules';
import { OrderActionDialog, type OrderAction } from './order-action-dialog';
import { WithdrawalStatusChip } from './withdrawal-status-chip';
import { readAgain } from '@/lib/read-again';

type Order = WithdrawalsQuery['withdrawals']['items'][number];

/** Where an order went: the network and address, or the bank and the account's last digits. */
function destinationOf(order: Order): { title: string; detail: string } {
  return order.kind === 'CHAIN'
    ? { title: order.network ?? '', detail: order.address ?? '' }
    : { title: order.bankName ?? '', detail: order.accountNumber ? maskAccountNumber(order.accountNumber) : '' };
}

function Destination({ order }: { order: Order }) {
  const { title, detail } = destinationOf(order);
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', fontFamily: order.kind === 'CHAIN' ? 'monospace' : undefined, wordBreak: 'break-all' }}
      >
        {detail}
      </Typography>
    </>
  );
}

/** What the state adds: the review day of an open order, the reason of a refused one, the payout hash. */
function Details({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {isOpen(order.status) ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="withdrawal-review-date">
          {t('withdrawal.reviewOn', { date: formatBusinessDay(order.approvalDate, i18n.language) })}
        </Typography>
      ) : null}
      {showsReason(order.status) && order.reason ? (
        <Typography component="span" variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }} data-testid="withdrawal-reason">
          {t('withdrawal.reason', { reason: order.reason })}
        </Typography>
      ) : null}
      {order.payoutHash ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }} data-testid="withdrawal-hash">
          {t('withdrawal.payoutHash', { hash: order.payoutHash })}
        </Typography>
      ) : null}
    </>
  );
}

function Actions({ order, onAction }: { order: Order; onAction(action: OrderAction): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = format.dateTime(order.createdAt);
  if (canCancel(order.status)) {
    return (
      <Button size="small" color="error" onClick={() => onAction('cancel')} aria-label={t('withdrawal.cancelOf', { date: when })} data-testid="withdrawal-cancel">
        {t('withdrawal.cancel')}
      </Button>
    );
  }
  if (canReportNotReceived(order.status)) {
    return (
      <Button size="small" onClick={() => onAction('report')} aria-label={t('withdrawal.notReceivedOf', { date: when })} data-testid="withdrawal-report">
        {t('withdrawal.notReceived')}
      </Button>
    );
  }
  return null;
}

/** One kind's withdrawals, newest first, paged: a table on wide screens, cards on phones. */
export function WithdrawalHistory({ kind, compact }: { kind: WithdrawalKind; compact: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [pageNum, setPageNum] = useState(1);
  const [acting, setActing] = useState<{ order: Order; action: OrderAction } | undefined>(undefined);
  const orders = useWithdrawals(kind, pageNum);
  const page = orders.data?.withdrawals;
  const money = (value: string) => format.decimal(value);
  const describe = (order: Order) => {
    const { title, detail } = destinationOf(order);
    return `${title} ${detail}`;
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-busy={orders.loading}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        {kind === 'CHAIN' ? t('withdrawal.chainHistory') : t('withdrawal.bankHistory')}
      </Typography>
      {orders.loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {orders.error && !page ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={orders.error} onRetry={() => void readAgain(orders.refetch)} />
        </Box>
      ) : page && page.items.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }} data-testid="withdrawals-empty">
          {t('withdrawal.empty')}
        </Alert>
      ) : page && compact ? (
        <Stack component="ul" sx={{ gap: 1, p: 2, pt: 1, m: 0, listStyle: 'none' }} data-testid="withdrawals">
          {page.items.map((order) => (
            <Card component="li" variant="outlined" key={order.id} data-testid="withdrawal">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {money(order.amount)}
                  </Typography>
                  <WithdrawalStatusChip status={order.status} />
                </Stack>
                <Typography component="p" variant="caption" color="text.secondary">
                  {format.dateTime(order.createdAt)}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, my: 1 }}
                >
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('records.fee')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid="withdrawal-fee-value">
                    {money(order.fee)}
                  </Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('records.actualAmount')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid="withdrawal-actual">
                    {money(order.actualAmount)}
                  </Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('withdrawal.to')}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                    <Destination order={order} />
                  </Box>
                </Box>
                <Details order={order} />
                <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                  <Actions order={order} onAction={(action) => setActing({ order, action })} />
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : page ? (
        // Focusable, so keyboard users can scroll a table wider than the screen.
        <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table size="small" data-testid="withdrawals">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('records.date')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('records.amount')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('records.fee')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('records.actualAmount')}
                </TableCell>
                <TableCell scope="col">{t('withdrawal.to')}</TableCell>
                <TableCell scope="col">{t('records.status')}</TableCell>
                <TableCell scope="col">{t('withdrawal.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.items.map((order) => (
                <TableRow key={order.id} data-testid="withdrawal" sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(order.createdAt)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money(order.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="withdrawal-fee-value">
                    {money(order.fee)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="withdrawal-actual">
                    {money(order.actualAmount)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 180, maxWidth: 280 }}>
                    <Destination order={order} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 140, maxWidth: 260 }}>
                    <WithdrawalStatusChip status={order.status} />
                    <Details order={order} />
                  </TableCell>
                  <TableCell>
                    <Actions order={order} onAction={(action) => setActing({ order, action })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {page && page.pageInfo.total > WITHDRAWAL_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={WITHDRAWAL_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
      {acting ? (
        <OrderActionDialog
          action={acting.action}
          order={acting.order}
          destination={describe(acting.order)}
          onClose={() => setActing(undefined)}
        />
      ) : null}
    </Paper>
  );
}
