import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
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
  return <StatusChip color={COLOURS[state]} label={t(`products.state.${state}`)} explanation={t(`products.stateHelp.${state}`)} testId="package-state" />;
}
