import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { useCancelConvert } from '../api/cancel-convert';
import { CONVERT_PAGE_SIZE, useConvertOrders } from '../api/convert-orders';
import { readAgain } from '@/lib/read-again';

/** A term and its value in a card's list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * The member's convert orders, newest first, paged; pending ones can be cancelled. A table on
 * wide screens, cards on phones.
 */
export function ConvertHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  // Eight columns do not fit a phone: each convert becomes a card there.
  const compact = useMediaQuery(theme.breakpoints.down('md'));
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
      ) : page && compact ? (
        <Stack component="ul" sx={{ gap: 1, p: 2, pt: 1, m: 0, listStyle: 'none' }} data-testid="convert-orders">
          {page.items.map((order) => (
            <Card component="li" variant="outlined" key={order.id} data-testid="convert-order">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {format.decimal(order.amount)} {t(`credits.${order.fromCoin}`)}
                  </Typography>
                  <Typography component="p" variant="body2" data-testid="convert-order-status">
                    {t(`convert.status.${order.status}`)}
                  </Typography>
                </Stack>
                <Typography component="p" variant="caption" color="text.secondary">
                  {format.dateTime(order.createdAt)}
                </Typography>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, mt: 1, mb: 0 }}>
                  <Fact term={t('convert.to')}>{t(`credits.${order.toCoin}`)}</Fact>
                  <Fact term={t('convert.fee')}>{format.decimal(order.fee)}</Fact>
                  <Fact term={t('convert.received')}>{format.decimal(order.toAmount)}</Fact>
                </Box>
                {order.reason ? (
                  <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                    {order.reason}
                  </Typography>
                ) : null}
                {order.status === 'PENDING' ? (
                  <Button size="small" sx={{ mt: 1, ml: -1 }} loading={cancelling.loading} onClick={() => void onCancel(order.id)}>
                    {t('convert.cancel')}
                  </Button>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
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
