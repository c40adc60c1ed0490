import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { useCancelConvert } from '../api/cancel-convert';
import { CONVERT_PAGE_SIZE, useConvertOrders } from '../api/convert-orders';
import { readAgain } from '@/lib/read-again';

/** The member's convert orders, newest first, paged; pending ones can be cancelled. */
export function ConvertHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const orders = useConvertOrders(pageNum);
  const [cancel, cancelling] = useCancelConvert();
  const page = orders.data?.convertOrders;

  const onCancel = async (id: string) => {
    try {
      await cancel({ variables: { id } });
      toastSuccess(t('convert.cancelled'));
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="convert-history-title" aria-busy={orders.loading}>
      <Typography id="convert-history-title" component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        {t('convert.history')}
      </Typography>
      {orders.loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {orders.error && !page ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={orders.error} onRetry={() => void readAgain(orders.refetch)} />
        </Box>
      ) : page && page.items.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('convert.empty')}
        </Alert>
      ) : page ? (
        // Focusable, so keyboard users can scroll a table wider than a phone.
        <TableContainer tabIndex={0} role="region" aria-labelledby="convert-history-title" sx={{ position: 'relative' }}>
          <Table size="small" data-testid="convert-orders">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('records.date')}</TableCell>
                <TableCell scope="col">{t('convert.from')}</TableCell>
                <TableCell scope="col">{t('convert.to')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('convert.amount')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('convert.fee')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('convert.received')}
                </TableCell>
                <TableCell scope="col">{t('records.status')}</TableCell>
                <TableCell scope="col">
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {t('convert.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.items.map((order) => (
                <TableRow key={order.id} data-testid="convert-order">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(order.createdAt)}</TableCell>
                  <TableCell>{t(`credits.${order.fromCoin}`)}</TableCell>
                  <TableCell>{t(`credits.${order.toCoin}`)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(order.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(order.fee)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(order.toAmount)}
                  </TableCell>
                  <TableCell>
                    {t(`convert.status.${order.status}`)}
                    {order.reason ? ` · ${order.reason}` : ''}
                  </TableCell>
                  <TableCell>
                    {order.status === 'PENDING' ? (
                      <Button size="small" loading={cancelling.loading} onClick={() => void onCancel(order.id)}>
                        {t('convert.cancel')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {page && page.pageInfo.total > CONVERT_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={CONVERT_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
    </Paper>
  );
}
