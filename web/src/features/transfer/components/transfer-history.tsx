import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useFormat } from '@/lib/use-format';
import { TRANSFER_PAGE_SIZE, useTransferOrders } from '../api/transfer-orders';
import { readAgain } from '@/lib/read-again';

/** A term and its value in a card's list. */
function Fact({ term, children, mono }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums', ...(mono ? { fontFamily: 'monospace', wordBreak: 'break-all' } : {}) }}
      >
        {children}
      </Typography>
    </>
  );
}

/** Sent and received transfers, newest first, paged: a table on wide screens, cards on phones. */
export function TransferHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  // Eight columns do not fit a phone: each transfer becomes a card there.
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const [pageNum, setPageNum] = useState(1);
  const orders = useTransferOrders(pageNum);
  const page = orders.data?.transfers;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="transfer-history-title" aria-busy={orders.loading}>
      <Typography id="transfer-history-title" component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        {t('transfer.history')}
      </Typography>
      {orders.loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {orders.error && !page ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={orders.error} onRetry={() => void readAgain(orders.refetch)} />
        </Box>
      ) : page && page.items.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('transfer.empty')}
        </Alert>
      ) : page && compact ? (
        <Stack component="ul" sx={{ gap: 1, p: 2, pt: 1, m: 0, listStyle: 'none' }} data-testid="transfer-orders">
          {page.items.map((item) => (
            <Card component="li" variant="outlined" key={item.id} data-testid="transfer-order">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(item.amount)} {t(`credits.${item.coinName}`)}
                  </Typography>
                  <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {item.direction === 'IN' ? t('transfer.in') : t('transfer.out')} · {item.counterpartyUserName}
                  </Typography>
                </Stack>
                <Typography component="p" variant="caption" color="text.secondary">
                  {format.dateTime(item.createdAt)}
                </Typography>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, mt: 1, mb: 0 }}>
                  <Fact term={t('records.fee')}>{format.decimal(item.fee)}</Fact>
                  <Fact term={t('records.actualAmount')}>{format.decimal(item.actualAmount)}</Fact>
                  <Fact term={t('records.transactionNumber')} mono>
                    {item.transactionNumber}
                  </Fact>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : page ? (
        // Focusable, so keyboard users can scroll a table wider than a phone.
        <TableContainer tabIndex={0} role="region" aria-labelledby="transfer-history-title">
          <Table size="small" data-testid="transfer-orders">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('records.date')}</TableCell>
                <TableCell scope="col">{t('transfer.direction')}</TableCell>
                <TableCell scope="col">{t('transfer.counterparty')}</TableCell>
                <TableCell scope="col">{t('transfer.credit')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('transfer.amount')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('records.fee')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('records.actualAmount')}
                </TableCell>
                <TableCell scope="col">{t('records.transactionNumber')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.items.map((item) => (
                <TableRow key={item.id} data-testid="transfer-order">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.createdAt)}</TableCell>
                  <TableCell>{item.direction === 'IN' ? t('transfer.in') : t('transfer.out')}</TableCell>
                  <TableCell>{item.counterpartyUserName}</TableCell>
                  <TableCell>{t(`credits.${item.coinName}`)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(item.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(item.fee)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(item.actualAmount)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.transactionNumber}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {page && page.pageInfo.total > TRANSFER_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={TRANSFER_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
    </Paper>
  );
}
