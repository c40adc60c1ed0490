import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { KycQuery as KycResult, KycStatus } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';

const KYC_STATUS_COLOURS: Record<KycStatus, 'default' | 'secondary' | 'success' | 'error'> = {
  NONE: 'default',
  PENDING: 'secondary',
  PASSED: 'success',
  FAILED: 'error',
};

/** Where the verification stands, what that means, and after a failure the operator's reason. */
export function KycStatusPanel({ kyc }: { kyc: KycResult['kyc'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="kyc-status-title" component="h2" variant="h6">
          {t('kyc.status')}
        </Typography>
        <Chip color={KYC_STATUS_COLOURS[kyc.status]} variant={kyc.status === 'NONE' ? 'outlined' : 'filled'} label={t(`kyc.statuses.${kyc.status}`)} data-testid="kyc-status" />
      </Stack>
      {kyc.status === 'FAILED' ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="kyc-failed">
          <AlertTitle>{t('kyc.explain.FAILED')}</AlertTitle>
          {t('kyc.reason')}: <span data-testid="kyc-reason">{kyc.reason}</span>
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="kyc-explain">
          {t(`kyc.explain.${kyc.status}`)}
        </Typography>
      )}
      {kyc.status === 'NONE' ? null : (
        <ReviewList testId="kyc-details" sx={{ mb: 0 }}>
          {kyc.idNumber ? (
            <ReviewLine term={t('kyc.idNumberShown')} testId="kyc-id-number">
              {kyc.idNumber}
            </ReviewLine>
          ) : null}
          {kyc.submittedAt ? <ReviewLine term={t('kyc.submittedAt')}>{format.dateTime(kyc.submittedAt)}</ReviewLine> : null}
          {kyc.reviewedAt ? <ReviewLine term={t('kyc.reviewedAt')}>{format.dateTime(kyc.reviewedAt)}</ReviewLine> : null}
        </ReviewList>
      )}
    </>
  );
}
