import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CredentialFields, CREDENTIAL_FIELDS, markCredentialRefusal } from '@/components/credential-fields';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { SecurityGuardsNotice } from '@/components/security-guards-notice';
import type { CoinName } from '@/generated/graphql';
import { fieldErrorsContext } from '@/lib/field-errors';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { credentialsSchema, factorCodeInput, useHasSecondFactor, type CredentialsForm } from '@/lib/second-factor';
import { useRefreshGuardsAfter } from '@/lib/security-guards';
import { useMoney } from '@/lib/use-money';
import { usePublishOtcOffer } from '../api/otc-mutations';

export interface OfferDraft {
  amount: string;
  price: string;
  minAmount: string;
  maxAmount: string;
}

interface ConfirmPublishDialogProps {
  draft: OfferDraft;
  payCoinName: CoinName;
  onClose(): void;
  onDone(): void;
}

/**
 * The review step of a P2P offer, as for every other money action: what goes into escrow at
 * once, at what price and in what trades, the transaction password and, with a factor, the code. Each opening is one
 * intended offer with its own requestId.
 */
export function ConfirmPublishDialog({ draft, payCoinName, onClose, onDone }: ConfirmPublishDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [publish, { loading }] = usePublishOtcOffer();
  const refreshGuards = useRefreshGuardsAfter();
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsSchema(hasFactor)),
    defaultValues: { transactionPassword: '', totpCode: '' },
  });

  const onSubmit = handleSubmit(async ({ transactionPassword, totpCode, passkeyAssertion }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await publish({
        variables: { input: { ...draft, transactionPassword, requestId: requestId.current, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) } },
        context: fieldErrorsContext(CREDENTIAL_FIELDS),
      });
      toastSuccess(t('otc.published'));
      onDone();
    } catch (error) {
      // The error link has told the member; a refusal of the password (wrong, or the lock it led
      // to) or of the code is also marked beside it. A refusal is final for its key.
      requestId.current = requestIdAfterFailure(requestId.current, error);
      refreshGuards(error);
      markCredentialRefusal(error, setError);
    } finally {
      sending.current = false;
    }
  });

  const usdt = t('credits.USDT_POINT');
  const pay = t(`credits.${payCoinName}`);
  const titleId = 'confirm-publish-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="otc-publish-confirm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('securityGuards.reviewOfferTitle')}</DialogTitle>
        <DialogContent>
          <SecurityGuardsNotice scope="money" />
          <ReviewList>
            <ReviewLine term={t('otc.offerAmount')} testId="review-offer-amount" strong>
              {money.amount('USDT_POINT', draft.amount)} {usdt}
            </ReviewLine>
            <ReviewLine term={t('otc.priceLabel', { credit: pay })} testId="review-offer-price">
              {draft.price} {pay}
            </ReviewLine>
            <ReviewLine term={t('otc.minAmount')} testId="review-offer-min">
              {money.amount('USDT_POINT', draft.minAmount)} {usdt}
            </ReviewLine>
            <ReviewLine term={t('otc.maxAmount')} testId="review-offer-max">
              {money.amount('USDT_POINT', draft.maxAmount)} {usdt}
            </ReviewLine>
          </ReviewList>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('securityGuards.escrowNote')}
          </Alert>
          <CredentialFields control={control} hasFactor={hasFactor} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('securityGuards.confirmPublish')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
