// @vitest-environment happy-dom
// A package card's progress bar in every language: the days of the term gone by as the platform
// counts them, as a bar a screen reader reads in words, to the unlock or the term's end, with the
// next credit's amount and time; no next credit once the package earns no more.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ContractProgress } from '@/features/packages/components/contract-progress';
import { formatCount, formatDateTime, formatDecimal } from '@/lib/format';
import { CATALOGUES } from './all-catalogues';
import { fill } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const NEXT = '2030-06-13T16:00:00.000Z';

describe('ContractProgress', () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    const catalogue = CATALOGUES[locale];
    it(`${locale}: day 12 of 90 to the unlock, with the next credit`, async () => {
      await renderIn(
        locale,
        <ContractProgress contractDays={90} contractDaysElapsed={12} endAt="2030-08-29T16:00:00.000Z" ends="unlocks" nextProfitAt={NEXT} nextProfitAmount="0.5" profitCoinName="BONUS_POINT" />,
      );
      const days = fill(catalogue.products.progress.days, { elapsed: formatCount(12, locale), total: formatCount(90, locale) });
      const bar = screen.getByRole('progressbar', { name: catalogue.products.progress.label });
      expect(bar.getAttribute('aria-valuenow')).toBe('13');
      expect(bar.getAttribute('aria-valuemin')).toBe('0');
      expect(bar.getAttribute('aria-valuemax')).toBe('100');
      expect(bar.getAttribute('aria-valuetext')).toBe(days);
      expect(screen.getByTestId('contract-progress-days').textContent).toBe(days);
      expect(screen.getByTestId('contract-progress-end').textContent).toBe(fill(catalogue.products.progress.unlocks, { date: formatDateTime('2030-08-29T16:00:00.000Z', locale) }));
      expect(screen.getByTestId('contract-progress-next').textContent).toBe(
        fill(catalogue.products.progress.nextCredit, { amount: formatDecimal('0.5', locale), credit: catalogue.credits.BONUS_POINT, time: formatDateTime(NEXT, locale) }),
      );
    });
  }

  it('a finished term is a full bar, an entrust term says when it ends, and nothing more to credit shows no next credit', async () => {
    await renderIn('en-US', <ContractProgress contractDays={30} contractDaysElapsed={30} endAt="2030-06-30T16:00:00.000Z" ends="ends" nextProfitAt={null} nextProfitAmount={null} profitCoinName="CASH_POINT" />);
    const bar = screen.getByRole('progressbar', { name: 'Contract progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('Day 30 of 30');
    expect(screen.getByTestId('contract-progress-end').textContent).toBe(`Term ends ${formatDateTime('2030-06-30T16:00:00.000Z', 'en-US')}`);
    expect(screen.queryByTestId('contract-progress-next')).toBeNull();
  });
});
