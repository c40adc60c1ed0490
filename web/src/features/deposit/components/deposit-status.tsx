import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import type { DepositStatus as Status } from '@/generated/graphql';

const LOOKS = {
  PENDING_REVIEW: { color: 'warning', icon: <HourglassTopIcon /> },
  APPROVED: { color: 'success', icon: <CheckCircleIcon /> },
  REJECTED: { color: 'error', icon: <CancelIcon /> },
} as const;

/** Where a deposit stands, in the member's language; the colour is on the icon and border, the words stay in the text colour (contrast). */
export function DepositStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  const look = LOOKS[status];
  return (
    <StatusChip
      color={look.color}
      icon={look.icon}
      label={t(`deposit.statuses.${status}`)}
      explanation={t(`deposit.statusHelp.${status}`)}
      testId="deposit-status"
      data-status={status}
      sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
    />
  );
}
