import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { CoinName } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useMoney } from '@/lib/use-money';
import { useAddCommitment, useReceiveCommitment } from '../api/commitment';

interface Offer {
  planId: string;
  name: string;
  amount: string;
  coinName: CoinName;
}

/** The review step of applying for a package (its amount is frozen) or claiming the free one. One requestId per opening. */
export function CommitmentConfirm({ mode, offer, onClose }: { mode: 'apply' | 'claim'; offer: Offer; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [add, adding] = useAddCommitment();
  const [receive, receiving] = useReceiveCommitment();
  const loading = adding.loading || receiving.loading;
  const requestId = useRef(newRequestId());

  const submit = async () => {
    if (loading) return;
    try {
      if (mode === 'apply') {
        await add({ variables: { input: { planId: offer.planId, requestId: requestId.current } } });
        toastSuccess(t('commitment.applied'));
      } else {
        await receive({ variables: { input: { requestId: requestId.current } } });
        toastSuccess(t('commitment.claimed'));
      }
      onClose();
    } catch (error) {
      // The error link has told the member why; a refusal is final for its key.
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="commitment-confirm-title" fullWidth maxWidth="xs" data-testid="commitment-confirm">
      <DialogTitle id="commitment-confirm-title">{mode === 'apply' ? t('commitment.applyTitle') : t('commitment.claimTitle')}</DialogTitle>
      <DialogContent>
        <ReviewList>
          <ReviewLine term={t('commitment.package')} strong>
            {offer.name}
          </ReviewLine>
          <ReviewLine term={mode === 'apply' ? t('commitment.amount') : t('commitment.trialAmount')} testId="commitment-confirm-amount">
            {money.amount(offer.coinName, offer.amount)} {t(`credits.${offer.coinName}`)}
          </ReviewLine>
        </ReviewList>
        <Alert severity={mode === 'apply' ? 'warning' : 'info'} sx={{ mt: 2 }}>
          {mode === 'apply' ? t('commitment.applyNote', { credit: t(`credits.${offer.coinName}`) }) : t('commitment.claimNote')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={loading} data-testid="commitment-confirm-button">
          {mode === 'apply' ? t('commitment.apply') : t('commitment.claim')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
