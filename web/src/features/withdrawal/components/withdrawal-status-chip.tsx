import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import type { WithdrawalStatus } from '@/generated/graphql';
import { statusColor } from '../utils/withdrawal-rules';

/** An order's state in the member's language, coloured by what it means for the money. */
export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      color={statusColor(status)}
      label={t(`withdrawal.status.${status}`)}
      explanation={t(`withdrawal.statusHelp.${status}`)}
      testId="withdrawal-status"
      data-status={status}
    />
  );
}
