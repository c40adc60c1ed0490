import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { OtcOffersQuery } from '@/generated/graphql';
import { useMoney } from '@/lib/use-money';

type Offer = OtcOffersQuery['otcOffers']['items'][number];

/**
 * The review step of cancelling an offer: what was sold stays sold, the unsold rest goes back
 * from escrow to the seller's available USDT. Nothing moves before Confirm.
 */
export function CancelOfferDialog({ offer, loading, onConfirm, onClose }: { offer: Offer; loading: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const usdt = t('credits.USDT_POINT');
  const titleId = 'otc-cancel-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="otc-cancel-dialog">
      <DialogTitle id={titleId}>{t('otc.cancelTitle')}</DialogTitle>
      <DialogContent>
        <ReviewList testId="otc-cancel-review">
          <ReviewLine term={t('otc.offerAmount')}>
            {money.amount('USDT_POINT', offer.amount)} {usdt}
          </ReviewLine>
          <ReviewLine term={t('otc.sold')}>
            {money.amount('USDT_POINT', offer.sold)} {usdt}
          </ReviewLine>
          <ReviewLine term={t('otc.cancelReturned')} testId="otc-cancel-returned" strong>
            {money.amount('USDT_POINT', offer.remaining)} {usdt}
          </ReviewLine>
        </ReviewList>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('otc.cancelNote', { amount: money.amount('USDT_POINT', offer.remaining) })}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={loading} onClick={onConfirm} data-testid="otc-cancel-confirm">
          {t('otc.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
