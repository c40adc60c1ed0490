import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { useDepositGuide } from '../api/deposit-guide';

/** Beside a closed channel: who opens it (the operator) and how to reach support, as the platform says. */
export function ClosedChannelHelp() {
  const { t } = useTranslation();
  const contact = useDepositGuide().data?.depositGuide.supportContact;
  if (!contact) return null;
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }} data-testid="channel-opened-by">
      {t('deposit.openedByOperator', { contact })}
    </Typography>
  );
}

/** Under a deposit waiting for review: how long the review is expected to take. */
export function ReviewTime() {
  const { t } = useTranslation();
  const format = useFormat();
  const guide = useDepositGuide().data?.depositGuide;
  if (!guide) return null;
  const duration = format.duration(guide.expectedReviewSeconds);
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }} data-testid="deposit-review-time">
      {guide.approvedAutomatically ? t('deposit.reviewAutomatic', { duration }) : t('deposit.reviewWithin', { duration })}
    </Typography>
  );
}
