import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CoinName } from '@/generated/graphql';
import { compareDecimal } from '@/lib/decimal';
import { useFormat } from '@/lib/use-format';
import { Figures } from './figures';

interface Statement {
  totalProfit: string;
  creditedProfit: string;
  compoundedProfit: string;
  nextProfitAt?: string | null;
  profitCoinName: CoinName;
  coinName: CoinName;
}

const isZeroDecimal = (value: string) => compareDecimal(value, '0') === 0;

/** Profit accrued, how much reached the balance and how much joined the principal, and the next credit. */
export function EarningsStatement({ pkg }: { pkg: Statement }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-label={t('products.statement.title')} data-testid="earnings-statement">
      <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
        {t('products.statement.title')}
      </Typography>
      <Figures
        lines={[
          { term: t('products.statement.accrued'), value: format.decimal(pkg.totalProfit), testId: 'statement-accrued' },
          {
            term: t('products.statement.credited', { credit: t(`credits.${pkg.profitCoinName}`) }),
            value: format.decimal(pkg.creditedProfit),
            testId: 'statement-credited',
          },
          { term: t('products.statement.compounded'), value: format.decimal(pkg.compoundedProfit), testId: 'statement-compounded' },
          {
            // Until the first run has credited anything, the next credit is the package's first profit.
            term: pkg.nextProfitAt && isZeroDecimal(pkg.totalProfit) ? t('products.statement.firstCredit') : t('products.statement.nextCredit'),
            value: pkg.nextProfitAt ? format.dateTime(pkg.nextProfitAt) : t('products.statement.noMoreCredits'),
            testId: 'statement-next',
          },
        ]}
      />
    </section>
  );
}
