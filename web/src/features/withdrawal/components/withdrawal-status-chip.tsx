import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@/generated/graphql';
import { statusColor } from '../utils/withdrawal-rules';

/** An order's state in the member's language, coloured by what it means for the money. */
export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor(status)}
      label={t(`withdrawal.status.${status}`)}
      data-testid="withdrawal-status"
      data-status={status}
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
