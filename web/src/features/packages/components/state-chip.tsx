import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EntrustPackageState, InsurancePackageState } from '@/generated/graphql';

const COLOURS: Record<InsurancePackageState | EntrustPackageState, 'default' | 'success' | 'warning' | 'info'> = {
  LOCKED: 'info',
  UNLOCKED: 'success',
  TERMINATED: 'default',
  ACTIVE: 'info',
  REDEEMABLE: 'success',
  RENEWING: 'warning',
};

export function StateChip({ state }: { state: InsurancePackageState | EntrustPackageState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[state]} label={t(`products.state.${state}`)} data-testid="package-state" />;
}
