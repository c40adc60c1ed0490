import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import { ListPagination } from '@/components/list-pagination';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { useCancelOtcOffer } from '../api/otc-mutations';
import { OTC_PAGE_SIZE, useOtcOffers } from '../api/otc-queries';
import { CancelOfferDialog } from './cancel-offer-dialog';
import { OtcLoadError } from './otc-load-error';
import { readAgain } from '@/lib/read-again';

/** The member's own offers, newest first; an open one can be cancelled, after a review (its rest returns from escrow). */
export function MyOffers() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const query = useOtcOffers(pageNum);
  const [cancel, { loading }] = useCancelOtcOffer();
  const requestIds = useRef(new Map<string, string>());
  const [cancellingId, setCancellingId] = useState<string | undefined>();
  const page = query.data?.otcOffers;
  if (query.error && !page) return <OtcLoadError error={query.error} onRetry={() => void readAgain(query.refetch)} />;
  if (!page) return <LinearProgress aria-label={t('common.loading')} />;
  const usdt = t('credits.USDT_POINT');

  const onCancel = async (id: string) => {
    const requestId = requestIds.current.get(id) ?? newRequestId();
    requestIds.current.set(id, requestId);
    try {
      const result = await cancel({ variables: { id, input: { requestId } } });
      toastSuccess(t('otc.cancelled', { amount: money.amount('USDT_POINT', result.data?.cancelOtcOffer.returned ?? '0') }));
      setCancellingId(undefined);
    } catch (error) {
      requestIds.current.set(id, requestIdAfterFailure(requestId, error));
    }
  };

  const cancelling = page.items.find((offer) => offer.id === cancellingId && offer.status === 'PUBLISHED');
  if (page.items.length === 0) return <Typography data-testid="otc-offers-empty">{t('otc.offersEmpty')}</Typography>;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }} aria-label={t('otc.tabs.offers')}>
        {page.items.map((offer) => (
          <Paper component="li" variant="outlined" key={offer.id} sx={{ p: 2 }} data-testid="otc-my-offer" data-status={offer.status}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(offer.createdAt)}
              </Typography>
              <StatusChip label={t(`otc.offerStatus.${offer.status}`)} explanation={t(`otc.offerStatusHelp.${offer.status}`)} testId="otc-offer-status" />
            </Box>
            <ReviewList sx={{ mb: 1 }}>
              <ReviewLine term={t('otc.offerAmount')}>
                {money.amount('USDT_POINT', offer.amount)} {usdt}
              </ReviewLine>
              <ReviewLine term={t('otc.price')}>{t('otc.pricePer', { price: format.decimal(offer.price), credit: t(`credits.${offer.payCoinName}`) })}</ReviewLine>
              <ReviewLine term={t('otc.sold')} testId="otc-offer-sold">
                {money.amount('USDT_POINT', offer.sold)} {usdt}
              </ReviewLine>
              <ReviewLine term={t('otc.remaining')} testId="otc-offer-remaining">
                {money.amount('USDT_POINT', offer.remaining)} {usdt}
              </ReviewLine>
              <ReviewLine term={t('otc.limits')}>
                {format.decimal(offer.minAmount)} – {format.decimal(offer.maxAmount)} {usdt}
              </ReviewLine>
            </ReviewList>
            {offer.status === 'PUBLISHED' ? (
              <Button variant="outlined" size="small" disabled={loading} onClick={() => setCancellingId(offer.id)}>
                {t('otc.cancelOffer')}
              </Button>
            ) : null}
          </Paper>
        ))}
      </Stack>
      {page.pageInfo.total > OTC_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={OTC_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
      {cancelling ? (
        <CancelOfferDialog
          offer={cancelling}
          loading={loading}
          onConfirm={() => void onCancel(cancelling.id)}
          onClose={() => setCancellingId(undefined)}
        />
      ) : null}
    </Stack>
  );
}
