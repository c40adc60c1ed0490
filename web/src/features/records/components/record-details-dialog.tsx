import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { MINUS_SIGN } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { actualAmountKey } from '../utils/actual-amount-label';
import { RecordAmount } from './record-amount';
import { useRecordText, type RecordItem } from './use-record-text';

function Field({ term, value, copy, children, testId }: { term: string; value?: string | null; copy?: boolean; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  if (!children && !value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }} data-testid={testId}>
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', minWidth: 0 }}>
          {children ?? value}
        </Typography>
        {copy && value ? <CopyButton text={value} label={t('records.copy', { field: term })} copied={t('records.copied', { field: term })} iconOnly /> : null}
      </Box>
    </>
  );
}

/** Every field of one record, each number copyable; amounts in full (all 8 places), not rounded for display. */
export function RecordDetailsDialog({ item, onClose }: { item: RecordItem; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useRecordText();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Every fraction digit the platform keeps, the minus as wide as in the list.
  const whole = (value: string) => format.decimal(value).replace(/^-/, MINUS_SIGN);
  const titleId = 'record-details-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone} data-testid="record-details">
      <DialogTitle id={titleId}>{t('records.details')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0, alignItems: 'center' }}>
          <Field term={t('records.date')} value={format.dateTime(item.createdAt)} />
          <Field term={t('records.credit')} value={t(`credits.${item.coinName}`)} />
          <Field term={t('records.type')} value={item.recordTypeName} />
          <Field term={t('records.amount')} value={item.amount} testId="detail-amount">
            <RecordAmount coinName={item.coinName} value={item.amount} />
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              ({whole(item.amount)})
            </Box>
          </Field>
          <Field term={t('records.fee')} value={item.fee && item.fee !== '0' ? whole(item.fee) : null} />
          <Field term={t(actualAmountKey(item))} value={item.actualAmount ? whole(item.actualAmount) : null} testId="detail-actual-amount" />
          <Field term={t('records.status')} value={text.status(item.status)} testId="detail-status" />
          <Field term={t('records.note')} value={text.note(item)} testId="detail-note" />
          {/* The id of the order, offer, package or round: here only, to copy for support, never in the list. */}
          <Field term={t('records.reference')} value={text.reference(item)} copy testId="detail-reference" />
          <Field term={t('records.transactionNumber')} value={item.transactionNumber} copy testId="detail-transaction-number" />
          <Field term={t('records.receiptNumber')} value={item.receiptNumber} copy testId="detail-receipt-number" />
          <Field term={t('records.hash')} value={item.hash} copy />
          <Field term={t('records.id')} value={item.id} copy />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('records.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
