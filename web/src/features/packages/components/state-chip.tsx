import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EntrustPackageState, InsurancePackageState } from '@/generated/graphql';

// Outlined, in the colours the other status chips use (AA contrast in both themes).
const COLOURS: Record<InsurancePackageState | EntrustPackageState, 'default' | 'primary' | 'secondary' | 'success'> = {
  LOCKED: 'primary',
  UNLOCKED: 'success',
  TERMINATED: 'default',
  ACTIVE: 'primary',
  REDEEMABLE: 'success',
  RENEWING: 'secondary',
};

export function StateChip({ state }: { state: InsurancePackageState | EntrustPackageState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`products.state.${state}`)} data-testid="package-state" />;
}
