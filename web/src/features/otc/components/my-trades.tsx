import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import { ListPagination } from '@/components/list-pagination';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { useFormat } from '@/lib/use-format';
import { OTC_PAGE_SIZE, useOtcTrades } from '../api/otc-queries';
import { OtcLoadError } from './otc-load-error';
import { TradeDialog } from './trade-dialog';
import { readAgain } from '@/lib/read-again';

/** The member's trades (as buyer or seller), newest first; each opens its chat, appeal and rating. */
export function MyTrades() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const query = useOtcTrades(pageNum);
  const [openId, setOpenId] = useState<string | undefined>();
  const page = query.data?.otcTrades;
  if (query.error && !page) return <OtcLoadError error={query.error} onRetry={() => void readAgain(query.refetch)} />;
  if (!page) return <LinearProgress aria-label={t('common.loading')} />;
  const open = page.items.find((trade) => trade.id === openId);
  if (page.items.length === 0) return <Typography data-testid="otc-trades-empty">{t('otc.tradesEmpty')}</Typography>;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }} aria-label={t('otc.tabs.trades')}>
        {page.items.map((trade) => {
          const pay = t(`credits.${trade.payCoinName}`);
          const buyer = trade.role === 'BUYER';
          return (
            <Paper component="li" variant="outlined" key={trade.id} sx={{ p: 2 }} data-testid="otc-trade" data-role={trade.role}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t(buyer ? 'otc.boughtFrom' : 'otc.soldTo', { name: trade.counterpartyUserName })}
                </Typography>
                <StatusChip label={t(`otc.tradeStatus.${trade.status}`)} explanation={t(`otc.tradeStatusHelp.${trade.status}`)} testId="otc-trade-status" />
              </Box>
              <ReviewList sx={{ mb: 1 }}>
                <ReviewLine term={t('otc.time')}>{format.dateTime(trade.createdAt)}</ReviewLine>
                <ReviewLine term={t('otc.amount')} testId="otc-trade-amount">
                  {format.decimal(trade.amount)} {t('credits.USDT_POINT')}
                </ReviewLine>
                <ReviewLine term={t('otc.price')}>{t('otc.pricePer', { price: format.decimal(trade.price), credit: pay })}</ReviewLine>
                <ReviewLine term={buyer ? t('otc.paid') : t('otc.received')} testId="otc-trade-money">
                  {buyer ? `${format.decimal(trade.payAmount)} ${pay}` : `${format.decimal(trade.sellerReceives)} ${pay}`}
                </ReviewLine>
                <ReviewLine term={t('otc.fee')}>
                  {format.decimal(trade.fee)} {t(`credits.${trade.feeCoinName}`)}
                </ReviewLine>
              </ReviewList>
              <Button variant="outlined" size="small" onClick={() => setOpenId(trade.id)}>
                {t('otc.openTrade')}
              </Button>
            </Paper>
          );
        })}
      </Stack>
      {page.pageInfo.total > OTC_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={OTC_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
      {open ? <TradeDialog trade={open} onClose={() => setOpenId(undefined)} /> : null}
    </Stack>
  );
}
