import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useInsurancePackages } from '../api/insurance';
import { readAgain } from '@/lib/read-again';

type HeldPackage = NonNullable<ReturnType<typeof useInsurancePackages>['data']>['insurancePackages']['items'][number];

/**
 * Choose one of the member's held insurance packages. One is chosen at once: the newest that
 * `prefer` picks (the claim screen: one with orders to claim), else the newest.
 */
export function PackageSelect({ value, onChange, prefer }: { value: string | undefined; onChange(id: string): void; prefer?: (pkg: HeldPackage) => boolean }) {
  const { t } = useTranslation();
  const packages = useInsurancePackages();
  const items = packages.data?.insurancePackages.items;
  const first = ((prefer && items?.find(prefer)) || items?.[0])?.id;
  useEffect(() => {
    if (value === undefined && first) onChange(first);
  }, [value, first, onChange]);
  if (packages.error && !items) return <LoadError error={packages.error} onRetry={() => void readAgain(packages.refetch)} />;
  if (!items) return <LinearProgress aria-label={t('common.loading')} />;
  if (items.length === 0) return <Alert severity="info">{t('products.noPackages')}</Alert>;
  return (
    <TextField select fullWidth label={t('products.package')} value={value ?? ''} onChange={(event) => onChange(event.target.value)} data-testid="package-select">
      {items.map((pkg) => (
        <MenuItem key={pkg.id} value={pkg.id}>
          {`${pkg.name} · ${pkg.startDate} · ${t(`products.state.${pkg.state}`)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
