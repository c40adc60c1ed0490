import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PlanCatalogue, type Bought, type Plan } from './plan-catalogue';
import { readAgain } from '@/lib/read-again';

interface Loading {
  error?: Error | undefined;
  refetch(): unknown;
}

/** "My packages" of an insurance or entrust screen: loading, a load error with retry, none yet, or one card each. */
export function MyPackagesSection<P extends { id: string }>({ id, packages, items, card }: { id: string; packages: Loading; items: readonly P[] | undefined; card(pkg: P): ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('products.myPackages')}
      </Typography>
      {packages.error && !items ? (
        <LoadError error={packages.error} onRetry={() => void readAgain(packages.refetch)} />
      ) : items && items.length === 0 ? (
        <Alert severity="info">{t('products.noPackages')}</Alert>
      ) : items ? (
        <Stack sx={{ gap: 2 }} data-testid="my-packages">
          {items.map(card)}
        </Stack>
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </section>
  );
}

/** The catalogue of an insurance or entrust screen, each plan with its review-then-buy step. */
export function CatalogueSection({
  id,
  catalogue,
  plans,
  onBuy,
}: {
  id: string;
  catalogue: Loading & { loaded: boolean };
  plans: readonly Plan[];
  onBuy(planId: string, requestId: string): Promise<Bought | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('products.catalogue')}
      </Typography>
      {catalogue.error && !catalogue.loaded ? (
        <LoadError error={catalogue.error} onRetry={() => void readAgain(catalogue.refetch)} />
      ) : catalogue.loaded ? (
        <PlanCatalogue plans={plans} onBuy={onBuy} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </section>
  );
}
