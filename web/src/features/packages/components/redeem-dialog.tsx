import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { CoinName } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { ConfirmDialog } from './confirm-dialog';
import { readAgain } from '@/lib/read-again';

export interface RedeemQuote {
  redeemable: boolean;
  principal: string;
  redeemFeeRatio: string;
  redeemFee: string;
  netAmount: string;
  coinName: CoinName;
  closesTransfers?: boolean;
}

interface RedeemDialogProps {
  name: string;
  quote: { data?: RedeemQuote; loading: boolean; error?: unknown; refetch(): unknown };
  onRedeem(requestId: string): Promise<string | undefined>;
  onClose(): void;
}

/** The redeem review: principal, the fee and what reaches the balance, from the platform's own quote. */
export function RedeemDialog({ name, quote, onRedeem, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const [saving, setSaving] = useState(false);
  const requestId = useRef(newRequestId());
  const data = quote.data;
  const confirm = async () => {
    setSaving(true);
    try {
      const reopens = await onRedeem(requestId.current);
      toastSuccess(reopens ? t('products.redeemedClosed', { time: format.dateTime(reopens) }) : t('products.redeemed'));
      onClose();
    } catch {
      // Shown by the error link.
    } finally {
      setSaving(false);
    }
  };
  const credit = data ? t(`credits.${data.coinName}`) : '';
  return (
    <ConfirmDialog
      title={t('products.redeemTitle', { name })}
      confirmLabel={t('products.confirmRedeem')}
      loading={saving}
      confirmDisabled={!data?.redeemable}
      onConfirm={() => void confirm()}
      onClose={onClose}
      lines={
        data
          ? [
              { term: t('products.principal'), value: `${money.amount(data.coinName, data.principal)} ${credit}`, testId: 'redeem-principal' },
              { term: t('products.redeemFee'), value: `${money.amount(data.coinName, data.redeemFee)} ${credit}`, testId: 'redeem-fee' },
              { term: t('products.redeemNet'), value: `${money.amount(data.coinName, data.netAmount)} ${credit}`, testId: 'redeem-net' },
            ]
          : []
      }
    >
      {quote.loading && !data ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {quote.error && !data ? <LoadError error={quote.error as Error} onRetry={() => void readAgain(quote.refetch)} /> : null}
      {data?.closesTransfers ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('products.redeemClosesTransfers')}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
