// @vitest-environment happy-dom
// A newly bought package says when its first profit arrives, in every language: the earnings
// statement's next credit is named the first profit until anything has been credited, at the
// instant the platform computed (its next daily run), written in the member's language and time zone.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { EarningsStatement } from '@/features/packages/components/earnings-statement';
import { formatDateTime } from '@/lib/format';
import { CATALOGUES } from './all-catalogues';
import { renderIn } from './render';

afterEach(cleanup);

// The platform's next 00:00 GMT+8 after a purchase on 2030-06-01.
const NEXT_RUN = '2030-06-01T16:00:00.000Z';
const statement = (totalProfit: string) => ({
  totalProfit,
  creditedProfit: totalProfit,
  compoundedProfit: '0',
  nextProfitAt: NEXT_RUN,
  profitCoinName: 'BONUS_POINT' as const,
  coinName: 'INSURANCE_POINT' as const,
});
/** The term beside the next credit's value. */
const termOfNext = () => screen.getByTestId('statement-next').previousElementSibling?.textContent;

describe('EarningsStatement: the first profit', () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: a package with nothing credited yet shows its first profit at the platform's next run`, async () => {
      const catalogue = CATALOGUES[locale];
      await renderIn(locale, <EarningsStatement pkg={statement('0')} />);
      expect(termOfNext()).toBe(catalogue.products.statement.firstCredit);
      expect(screen.getByTestId('statement-next').textContent).toBe(formatDateTime(NEXT_RUN, locale));
      cleanup();

      await renderIn(locale, <EarningsStatement pkg={statement('0.5')} />);
      expect(termOfNext()).toBe(catalogue.products.statement.nextCredit);
    });
  }
});
