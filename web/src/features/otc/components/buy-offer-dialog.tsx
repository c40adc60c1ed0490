import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/components/form-fields';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { OtcLobbyQuery } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { buySchema, useBuyOtcOffer, type BuyForm } from '../api/otc-mutations';
import { useOtcBuyQuote } from '../api/otc-queries';

type Lobby = OtcLobbyQuery['otcLobby'];
type Offer = Lobby['items'][number];

/**
 * Taking an offer: an amount within the offer's limits, then a review of what is paid, the fee
 * and what arrives, as the platform quotes them (Confirm waits for the quote), before anything
 * moves. One requestId per review, so a double click buys once.
 */
export function BuyOfferDialog({ offer, onClose }: { offer: Offer; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [buy, { loading }] = useBuyOtcOffer();
  const [review, setReview] = useState<string | undefined>();
  const requestId = useRef(newRequestId());
  const takeMin = offer.takeMin ?? offer.minAmount;
  const takeMax = offer.takeMax ?? offer.maxAmount;
  const schema = useMemo(() => buySchema(takeMin, takeMax), [takeMin, takeMax]);
  const { control, handleSubmit } = useForm<BuyForm>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const pay = t(`credits.${offer.payCoinName}`);
  const usdt = t('credits.USDT_POINT');
  const quote = useOtcBuyQuote(review ? { id: offer.id, amount: review } : undefined).data?.otcBuyQuote;

  const onConfirm = async () => {
    if (!review || loading) return;
    try {
      await buy({ variables: { id: offer.id, input: { amount: review, requestId: requestId.current } } });
      toastSuccess(t('otc.bought'));
      onClose();
    } catch (error) {
      // The error link has told the member why; after an unknown outcome the same key is reused.
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  const titleId = 'otc-buy-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="otc-buy-dialog">
      <DialogTitle id={titleId}>{review ? t('otc.reviewTitle') : t('otc.buyTitle', { seller: offer.sellerUserName })}</DialogTitle>
      {review ? (
        <>
          <DialogContent>
            <ReviewList testId="otc-buy-review">
              <ReviewLine term={t('otc.seller')}>{offer.sellerUserName}</ReviewLine>
              <ReviewLine term={t('otc.amount')} testId="review-amount">
                {money.amount('USDT_POINT', review)} {usdt}
              </ReviewLine>
              <ReviewLine term={t('otc.price')}>{t('otc.pricePer', { price: format.decimal(offer.price), credit: pay })}</ReviewLine>
              <ReviewLine term={t('otc.youPay')} testId="review-pay" strong>
                {quote ? `${money.amount(offer.payCoinName, quote.payAmount)} ${pay}` : '–'}
              </ReviewLine>
              <ReviewLine term={t('otc.fee')} testId="review-fee">
                {quote ? `${money.amount(quote.feeCoinName, quote.fee)} ${t(`credits.${quote.feeCoinName}`)}` : '–'}
              </ReviewLine>
              <ReviewLine term={t('otc.youReceive')} testId="review-receive" strong>
                {quote ? `${money.amount('USDT_POINT', quote.buyerReceives)} ${usdt}` : '–'}
              </ReviewLine>
            </ReviewList>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('otc.finalNote')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReview(undefined)} disabled={loading}>
              {t('otc.back')}
            </Button>
            <Button variant="contained" loading={loading} disabled={!quote} onClick={() => void onConfirm()} autoFocus>
              {t('otc.confirmBuy')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => setReview(values.amount.trim()))} data-testid="otc-buy-form">
          <DialogContent sx={{ pt: 0 }}>
            <ReviewList>
              <ReviewLine term={t('otc.price')}>{t('otc.pricePer', { price: format.decimal(offer.price), credit: pay })}</ReviewLine>
              <ReviewLine term={t('otc.limits')}>
                {format.decimal(takeMin)} – {format.decimal(takeMax)} {usdt}
              </ReviewLine>
            </ReviewList>
            <FormAmountField
              control={control}
              name="amount"
              label={t('otc.buyAmount')}
              required
              autoComplete="off"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('otc.review')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
