import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useFormat } from '@/lib/use-format';
import { TRANSFER_PAGE_SIZE, useTransferOrders } from '../api/transfer-orders';

/** Sent and received transfers, newest first, paged. */
export function TransferHistory() {
  const { t } = useTranslation();
  const format = useFormat();
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
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        </Box>
      ) : page && page.items.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('transfer.empty')}
        </Alert>
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
                  <TableCell sx={{ wordBreak: 'break-all' }}>{item.transactionNumber}</TableCell>
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
