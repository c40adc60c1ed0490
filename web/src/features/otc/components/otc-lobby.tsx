import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { OtcLobbyQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { OTC_PAGE_SIZE, useOtcLobby } from '../api/otc-queries';
import { BuyOfferDialog } from './buy-offer-dialog';
import { OtcBalances } from './otc-balances';
import { OtcLoadError } from './otc-load-error';
import { readAgain } from '@/lib/read-again';

type Offer = OtcLobbyQuery['otcLobby']['items'][number];

/** The lobby: open offers, best price first, each with its seller's track record and a Buy button. */
export function OtcLobby() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const query = useOtcLobby(pageNum);
  const lobby = query.data?.otcLobby;
  const [taking, setTaking] = useState<Offer | undefined>();
  if (query.error && !lobby) return <OtcLoadError error={query.error} onRetry={() => void readAgain(query.refetch)} />;
  if (!lobby) return <LinearProgress aria-label={t('common.loading')} />;
  const usdt = t('credits.USDT_POINT');
  return (
    <Stack sx={{ gap: 2 }}>
      <OtcBalances payCoinName={lobby.payCoinName} />
      <Typography variant="body2" color="text.secondary">
        {t(lobby.feePayer === 'BUYER' ? 'otc.feeBuyer' : 'otc.feeSeller', { ratio: format.decimal(String(Number(lobby.feeRatio) * 100)) })}
      </Typography>
      {lobby.items.length === 0 ? (
        <Typography data-testid="otc-lobby-empty">{t('otc.lobbyEmpty')}</Typography>
      ) : (
        <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }} aria-label={t('otc.lobbyTitle')}>
          {lobby.items.map((offer) => (
            <Paper component="li" variant="outlined" key={offer.id} sx={{ p: 2 }} data-testid="otc-offer" data-seller={offer.sellerUserName}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {offer.sellerUserName}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="otc-seller-record">
                  {t('otc.trackRecord', {
                    trades: format.count(offer.seller?.completedTrades ?? 0),
                    rating: offer.seller?.rating ? format.decimal(offer.seller.rating) : t('otc.noRating'),
                    count: offer.seller?.ratingCount ?? 0,
                  })}
                </Typography>
              </Box>
              <ReviewList sx={{ mb: 1 }}>
                <ReviewLine term={t('otc.price')} testId="otc-offer-price" strong>
                  {t('otc.pricePer', { price: format.decimal(offer.price), credit: t(`credits.${offer.payCoinName}`) })}
                </ReviewLine>
                <ReviewLine term={t('otc.remaining')} testId="otc-offer-remaining">
                  {money.amount('USDT_POINT', offer.remaining)} {usdt}
                </ReviewLine>
                <ReviewLine term={t('otc.limits')}>
                  {format.decimal(offer.takeMin ?? offer.minAmount)} – {format.decimal(offer.takeMax ?? offer.maxAmount)} {usdt}
                </ReviewLine>
              </ReviewList>
              {offer.mine ? (
                <Typography variant="body2" color="text.secondary">
                  {t('otc.yourOffer')}
                </Typography>
              ) : (
                <Button variant="contained" size="small" onClick={() => setTaking(offer)}>
                  {t('otc.buy')}
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {lobby.pageInfo.total > OTC_PAGE_SIZE ? (
        <ListPagination total={lobby.pageInfo.total} pageNum={pageNum} pageSize={OTC_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
      {taking ? <BuyOfferDialog offer={taking} onClose={() => setTaking(undefined)} /> : null}
    </Stack>
  );
}
