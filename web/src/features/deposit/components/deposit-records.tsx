import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import type { DepositKind, DepositsQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { DEPOSIT_CREDIT } from '../api/deposit-credit';
import { DEPOSIT_PAGE_SIZE, useDeposits } from '../api/deposits';
import { DepositStatus } from './deposit-status';
import { ReviewTime } from './what-next';
import { readAgain } from '@/lib/read-again';

type Item = DepositsQuery['deposits']['items'][number];

const BREAK = { wordBreak: 'break-all', fontFamily: 'monospace' } as const;

/** One labelled line of a record card. */
function Line({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <Typography variant="body2" component="p" sx={mono ? { wordBreak: 'break-all' } : undefined}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Box component="span" sx={mono ? BREAK : undefined}>
        {children}
      </Box>
    </Typography>
  );
}

/** The member's deposits of one kind, newest first, paged: a table on wide screens, cards on phones. */
export function DepositRecords({ kind, compact }: { kind: DepositKind; compact: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const deposits = useDeposits(kind, pageNum);
  const page = deposits.data?.deposits;
  const titleId = `deposit-records-${kind.toLowerCase()}-title`;
  const bank = kind === 'BANK';
  const credit = t(`credits.${DEPOSIT_CREDIT}`);
  // A bank deposit's amount is the credit received; the channel's currency is what was paid.
  const amountLabel = bank ? t('deposit.amountToReceive', { credit }) : t('deposit.amountUsdt');
  const paid = (item: Item) =>
    item.localAmount ? `${format.decimal(item.localAmount)} ${item.currency ?? ''}`.trim() : '–';
  const rate = (item: Item) =>
    item.exchangeRate ? t('deposit.rateValue', { credit, rate: format.decimal(item.exchangeRate), currency: item.currency ?? '' }) : '–';
  const channel = (item: Item) => [item.channelName, item.bankName].filter(Boolean).join(' · ') || '–';

  const cards = (items: readonly Item[]) => (
    <Stack component="ul" sx={{ gap: 1, p: 2, pt: 1, m: 0, listStyle: 'none' }} data-testid="deposit-records">
      {items.map((item) => (
        <Card component="li" variant="outlined" key={item.id} data-testid="deposit-record">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <Box>
                <Typography variant="subtitle1" component="p" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                  {format.decimal(item.amount)} {bank ? 'USD' : 'USDT'}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {format.dateTime(item.createdAt)}
                </Typography>
              </Box>
              <Box>
                <DepositStatus status={item.status} />
                {item.status === 'PENDING_REVIEW' ? <ReviewTime /> : null}
              </Box>
            </Stack>
            <Stack sx={{ gap: 0.25, mt: 1 }}>
              {bank ? (
                <>
                  <Line label={t('deposit.channel')}>{channel(item)}</Line>
                  <Line label={t('deposit.paid')}>{paid(item)}</Line>
                  <Line label={t('deposit.rate')}>{rate(item)}</Line>
                </>
              ) : (
                <>
                  <Line label={t('deposit.hash')} mono>
                    {item.hash ?? '–'}
                  </Line>
                  <Line label={t('deposit.receiptNumber')} mono>
                    {item.paymentReference ?? '–'}
                  </Line>
                </>
              )}
              {item.status === 'REJECTED' && item.reason ? (
                <Line label={t('deposit.reason')}>
                  <span data-testid="deposit-reason">{item.reason}</span>
                </Line>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );

  const table = (items: readonly Item[]) => (
    // Focusable, so keyboard users can scroll a table wider than the window.
    <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
      <Table size="small" data-testid="deposit-records">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('records.date')}</TableCell>
            <TableCell scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
              {amountLabel}
            </TableCell>
            {bank ? (
              <>
                <TableCell scope="col">{t('deposit.channel')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('deposit.paid')}
                </TableCell>
                <TableCell scope="col">{t('deposit.rate')}</TableCell>
              </>
            ) : (
              <>
                <TableCell scope="col">{t('deposit.hash')}</TableCell>
                <TableCell scope="col" sx={{ whiteSpace: 'nowrap' }}>
                  {t('deposit.receiptNumber')}
                </TableCell>
              </>
            )}
            <TableCell scope="col">{t('records.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid="deposit-record" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.createdAt)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {format.decimal(item.amount)}
              </TableCell>
              {bank ? (
                <>
                  <TableCell>{channel(item)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {paid(item)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{rate(item)}</TableCell>
                </>
              ) : (
                <>
                  <TableCell sx={{ ...BREAK, minWidth: 180 }}>{item.hash}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 100 }}>{item.paymentReference}</TableCell>
                </>
              )}
              <TableCell>
                <DepositStatus status={item.status} />
                {item.status === 'PENDING_REVIEW' ? <ReviewTime /> : null}
                {item.status === 'REJECTED' && item.reason ? (
                  <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
                    {t('deposit.reason')}: <span data-testid="deposit-reason">{item.reason}</span>
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-busy={deposits.loading} data-testid={`deposit-records-${kind}`}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        {bank ? t('deposit.bankRecords') : t('deposit.chainRecords')}
      </Typography>
      {deposits.loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {deposits.error && !page ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={deposits.error} onRetry={() => void readAgain(deposits.refetch)} />
        </Box>
      ) : page && page.items.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('deposit.empty')}
        </Alert>
      ) : page ? (
        compact ? cards(page.items) : table(page.items)
      ) : null}
      {page && page.pageInfo.total > DEPOSIT_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={DEPOSIT_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
    </Paper>
  );
}
