import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { CoinName, ConvertConfigsQuery, ConvertMutation } from '@/generated/graphql';
import { fieldErrorsContext, fieldMessagesOf } from '@/lib/field-errors';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { CONVERT_FIELDS, useConvert } from '../api/convert';
import { useConvertQuote } from '../api/convert-quote';

type Config = ConvertConfigsQuery['convertConfigs'][number];

interface ConfirmConvertDialogProps {
  pair: Config;
  amount: string;
  onClose(): void;
  onDone(order: ConvertMutation['convert'] | undefined): void;
  /** A refusal naming fields of the form: the form shows each message beside its field. */
  onFieldErrors(error: unknown): void;
}

/**
 * The review step of a convert: what leaves, the fee, the rate and what arrives, as the platform
 * quotes them for this amount now (Convert waits for that quote). Each opening is one intended
 * convert with its own requestId, so a double click or a retry converts once.
 */
export function ConfirmConvertDialog({ pair, amount, onClose, onDone, onFieldErrors }: ConfirmConvertDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [convert, { loading }] = useConvert();
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const quote = useConvertQuote({ fromCoin: pair.fromCoin, toCoin: pair.toCoin, amount }).data?.convertQuote;
  const credit = (coin: CoinName) => t(`credits.${coin}`);

  const onConfirm = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await convert({
        variables: { input: { fromCoin: pair.fromCoin, toCoin: pair.toCoin, amount, requestId: requestId.current } },
        // A refused field is shown beside it in the form: no general toast for it.
        context: fieldErrorsContext(CONVERT_FIELDS),
      });
      onDone(result.data?.convert);
    } catch (error) {
      // The error link has told the member, unless the form shows the refusal beside its
      // fields. A refusal is final for its key; after an unknown outcome the same key is reused.
      requestId.current = requestIdAfterFailure(requestId.current, error);
      if (fieldMessagesOf(error).size > 0) onFieldErrors(error);
    } finally {
      sending.current = false;
    }
  };

  const titleId = 'confirm-convert-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="convert-confirm">
      <DialogTitle id={titleId}>{t('convert.reviewTitle')}</DialogTitle>
      <DialogContent>
        <ReviewList>
          <ReviewLine term={t('convert.from')} testId="review-from">
            {money.amount(pair.fromCoin, amount)} {credit(pair.fromCoin)}
          </ReviewLine>
          <ReviewLine term={t('convert.fee')} testId="review-fee">
            {quote ? `${money.amount(pair.fromCoin, quote.fee)} ${credit(pair.fromCoin)}` : '–'}
          </ReviewLine>
          <ReviewLine term={t('convert.rate')}>{`1 ${credit(pair.fromCoin)} = ${format.decimal(quote?.rate ?? pair.rate)} ${credit(pair.toCoin)}`}</ReviewLine>
          <ReviewLine term={t('convert.receive')} testId="review-receive" strong>
            {quote ? `${money.amount(pair.toCoin, quote.toAmount)} ${credit(pair.toCoin)}` : '–'}
          </ReviewLine>
        </ReviewList>
        {quote?.heldForReview && pair.reviewAbove != null ? (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="review-held">
            {t('convert.reviewAbove', { amount: money.amount(pair.fromCoin, pair.reviewAbove!) })}
          </Alert>
        ) : null}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('convert.finalNote')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={loading} disabled={!quote} onClick={() => void onConfirm()} autoFocus>
          {t('convert.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
