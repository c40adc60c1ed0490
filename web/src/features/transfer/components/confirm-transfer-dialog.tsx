import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CredentialFields, CREDENTIAL_FIELDS, markCredentialRefusal } from '@/components/credential-fields';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { CoinName, TransferMutation } from '@/generated/graphql';
import { fieldErrorsContext, fieldMessagesOf } from '@/lib/field-errors';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { credentialsSchema, factorCodeInput, useHasSecondFactor, type CredentialsForm } from '@/lib/second-factor';
import { useRefreshGuardsAfter } from '@/lib/security-guards';
import { useMoney } from '@/lib/use-money';
import { TRANSFER_FIELDS, useTransfer } from '../api/transfer';
import { useTransferQuote } from '../api/transfer-quote';

export interface TransferDraft {
  toUser: string;
  coinName: CoinName;
  amount: string;
}

interface ConfirmTransferDialogProps {
  draft: TransferDraft;
  onClose(): void;
  onDone(sent: TransferMutation['transfer'] | undefined): void;
  /** A refusal naming fields of the form (recipient, amount): the form shows each beside its field. */
  onFieldErrors(error: unknown): void;
}

/**
 * The review step of a transfer: who receives it (as registered), what leaves, the fee and what
 * arrives as the platform quotes them now (Transfer waits for that quote), and the transaction
 * password. Each opening is one intended transfer with its own requestId.
 */
export function ConfirmTransferDialog({ draft, onClose, onDone, onFieldErrors }: ConfirmTransferDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [transfer, { loading }] = useTransfer();
  const refreshGuards = useRefreshGuardsAfter();
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsSchema(hasFactor)),
    defaultValues: { transactionPassword: '', totpCode: '' },
  });
  const quoted = useTransferQuote({ coinName: draft.coinName, amount: draft.amount, toUser: draft.toUser });
  const quote = quoted.data?.transferQuote;
  // A recipient the transfer would refuse goes back to the form before any password is typed.
  const quoteError = quoted.error;
  useEffect(() => {
    if (quoteError && fieldMessagesOf(quoteError).size > 0) onFieldErrors(quoteError);
  }, [quoteError, onFieldErrors]);
  const credit = t(`credits.${draft.coinName}`);

  const onSubmit = handleSubmit(async ({ transactionPassword, totpCode, passkeyAssertion }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await transfer({
        variables: { input: { toUser: draft.toUser, coinName: draft.coinName, amount: draft.amount, transactionPassword, requestId: requestId.current, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) } },
        // A refused field is shown beside it, here or in the form: no general toast for it.
        context: fieldErrorsContext([...TRANSFER_FIELDS, ...CREDENTIAL_FIELDS]),
      });
      onDone(result.data?.transfer);
    } catch (error) {
      // The error link has told the member, unless the refusal is shown beside its fields below.
      // A refusal is final for its key.
      requestId.current = requestIdAfterFailure(requestId.current, error);
      refreshGuards(error);
      // A refusal of the password or the code is marked beside it; one of the form's fields goes back to the form.
      if (!markCredentialRefusal(error, setError) && fieldMessagesOf(error).size > 0) onFieldErrors(error);
    } finally {
      sending.current = false;
    }
  });

  const titleId = 'confirm-transfer-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="transfer-confirm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('transfer.reviewTitle')}</DialogTitle>
        <DialogContent>
          <ReviewList>
            <ReviewLine term={t('transfer.recipient')} testId="review-recipient" strong>
              <bdi>{quote?.recipientUserName ?? draft.toUser}</bdi>
            </ReviewLine>
            <ReviewLine term={t('transfer.amount')} testId="review-amount">
              {money.amount(draft.coinName, draft.amount)} {credit}
            </ReviewLine>
            <ReviewLine term={t('transfer.fee')} testId="review-fee">
              {quote ? `${money.amount(draft.coinName, quote.fee)} ${credit}` : '–'}
            </ReviewLine>
            <ReviewLine term={t('transfer.receive')} testId="review-receive" strong>
              {quote ? `${money.amount(draft.coinName, quote.received)} ${credit}` : '–'}
            </ReviewLine>
          </ReviewList>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('transfer.finalNote')}
          </Alert>
          <CredentialFields control={control} hasFactor={hasFactor} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading} disabled={!quote}>
            {t('transfer.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
