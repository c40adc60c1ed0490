import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { Figures } from './figures';

/** What a package still earns over its remaining daily credits, as the platform projects it. */
export interface Projection {
  days: number;
  simpleProfit: string;
  compoundProfit: string;
  compoundPrincipal: string;
}

/** What the package would still earn without and with auto add, over the days left (the platform's figures). */
export function ProjectionFigures({ projection }: { projection: Projection }) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = projection.days;
  return (
    <section aria-label={t('products.projection.title')} data-testid="projection">
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('products.projection.intro', { days: format.count(days) })}
      </Typography>
      <Figures
        lines={[
          { term: t('products.projection.without'), value: format.decimal(projection.simpleProfit), testId: 'projection-simple' },
          { term: t('products.projection.with'), value: format.decimal(projection.compoundProfit), testId: 'projection-compound' },
          { term: t('products.projection.principalWith'), value: format.decimal(projection.compoundPrincipal) },
        ]}
      />
    </section>
  );
}
