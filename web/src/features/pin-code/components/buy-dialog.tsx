import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { PinCodePlansQuery } from '@/generated/graphql';
import { multiplyDecimal } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useMoney } from '@/lib/use-money';
import { useBuyPinCodes } from '../api/pin-codes';

type Plan = PinCodePlansQuery['pinCodePlans'][number];

export const MAX_QUANTITY = 100;

function quantityOf(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_QUANTITY ? value : undefined;
}

/** Buying codes of one plan: the quantity, the price and the total, then pay. One requestId per opening. */
export function BuyDialog({ plan, onClose }: { plan: Plan; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [buy, { loading }] = useBuyPinCodes();
  const [text, setText] = useState('1');
  const requestId = useRef(newRequestId());
  const quantity = quantityOf(text);
  const credit = t(`credits.${plan.priceCoinName}`);
  const total = quantity === undefined ? undefined : multiplyDecimal(plan.price, String(quantity), 'up');

  const submit = async () => {
    if (quantity === undefined || loading) return;
    try {
      const result = await buy({ variables: { input: { planId: plan.id, quantity, requestId: requestId.current } } });
      toastSuccess(t('pinCode.bought', { count: result.data?.buyPinCodes.codes.length ?? quantity }));
      onClose();
    } catch (error) {
      // The error link has told the member why; a refusal is final for its key.
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="pin-buy-title" fullWidth maxWidth="xs" data-testid="pin-buy-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="pin-buy-title">{t('pinCode.buyTitle', { name: plan.name })}</DialogTitle>
        <DialogContent>
          <TextField
            id="pin-quantity"
            label={t('pinCode.quantity')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={quantity === undefined}
            helperText={t('pinCode.quantityHelp', { max: MAX_QUANTITY })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            margin="normal"
            required
            autoFocus
          />
          <ReviewList>
            <ReviewLine term={t('pinCode.price')} testId="pin-buy-price">
              {money.amount(plan.priceCoinName, plan.price)} {credit}
            </ReviewLine>
            <ReviewLine term={t('pinCode.opens')}>
              {t(`pinCode.kind.${plan.kind}`)} · {money.amount(plan.coinName, plan.amount)} {t(`credits.${plan.coinName}`)}
            </ReviewLine>
            <ReviewLine term={t('pinCode.total')} testId="pin-buy-total" strong>
              {total === undefined ? '–' : `${money.amount(plan.priceCoinName, total)} ${credit}`}
            </ReviewLine>
          </ReviewList>
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('pinCode.buyNote', { credit })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading} disabled={quantity === undefined} data-testid="pin-buy-confirm">
            {t('pinCode.buyConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
