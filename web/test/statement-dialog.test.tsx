// @vitest-environment happy-dom
// The statement form on React, in every language: a month by default, or a range of days whose
// order and length are checked beside the "last day" field before anything is asked of the
// server; a valid form asks the gateway for the chosen file and saves it; a refusal of the
// server is shown in the member's language and the dialog stays open.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { currentMonthGmt8, monthDays } from '@/features/records/api/statement';
import { StatementDialog } from '@/features/records/components/statement-dialog';
import { CATALOGUES } from './all-catalogues';
import { fieldOf, messageOf, retype, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Asked {
  url: string;
  headers: Record<string, string>;
}

/** The gateway's answer to every request; each request is kept. */
function stubDownload(answer: () => Response): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
      asked.push({ url, headers: init?.headers ?? {} });
      return answer();
    }),
  );
  return asked;
}

describe('monthDays', () => {
  it('gives the first and last day of a month, leap years included', () => {
    expect(monthDays('2030-06')).toEqual({ from: '2030-06-01', to: '2030-06-30' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(currentMonthGmt8(Date.parse('2030-06-30T16:00:00Z'))).toBe('2030-07');
  });
});

describe('StatementDialog', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: checks the days beside the field and asks nothing of the server until they are right, then downloads`, async () => {
      const catalogue = CATALOGUES[locale];
      const asked = stubDownload(() => new Response(new Blob(['%PDF-1.3']), { status: 200, headers: { 'content-type': 'application/pdf' } }));
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => undefined }));
      const closed = vi.fn();
      await renderIn(locale, <StatementDialog open onClose={closed} coins={['CASH_POINT', 'USDT_POINT']} initialCoin="USDT_POINT" />);
      const form = screen.getByTestId('statement-form');
      const user = userEvent.setup({ delay: null });

      // A month by default: this month.
      expect(fieldOf(catalogue.records.statement.month, form).value).toBe(currentMonthGmt8());
      await user.click(within(form).getAllByRole('combobox', { hidden: true })[1]!);
      await user.click(await screen.findByRole('option', { name: catalogue.records.statement.rangeOption, hidden: true }));
      const from = fieldOf(catalogue.records.statement.from, form);
      const to = fieldOf(catalogue.records.statement.to, form);
      const download = within(form).getByRole('button', { name: catalogue.records.statement.download });

      await user.click(download);
      await expect.poll(() => messageOf(from)).toBe(catalogue.validation.required);
      await retype(user, from, '2030-06-30');
      await retype(user, to, '2030-06-01');
      await expect.poll(() => messageOf(to)).toBe(catalogue.records.statement.rangeReversed);
      expect(to.getAttribute('aria-invalid')).toBe('true');
      await retype(user, from, '2029-05-31');
      await expect.poll(() => messageOf(to)).toBe(catalogue.records.statement.rangeTooLong);
      expect(asked).toEqual([]);

      await retype(user, from, '2030-06-01');
      await retype(user, to, '2030-06-30');
      await user.click(download);
      await expect.poll(() => closed.mock.calls.length).toBe(1);
      expect(asked.map((request) => request.url)).toEqual(['/export/statement.pdf?coinName=USDT_POINT&from=2030-06-01&to=2030-06-30']);
      expect(asked[0]!.headers.accept).toBe('application/pdf');
    });
  }

  it('shows the server\'s refusal in the member language and stays open', async () => {
    const message = '明細書の期間は最長 366 日です';
    const asked = stubDownload(
      () => new Response(JSON.stringify({ code: 'BUSINESS_RULE', reason: 'STATEMENT_RANGE_TOO_LONG', message }), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const closed = vi.fn();
    await renderIn('ja-JP', <StatementDialog open onClose={closed} coins={['CASH_POINT']} />);
    const form = screen.getByTestId('statement-form');
    const user = userEvent.setup({ delay: null });
    const catalogue = CATALOGUES['ja-JP'];
    await user.click(within(form).getAllByRole('combobox', { hidden: true })[2]!);
    await user.click(await screen.findByRole('option', { name: catalogue.records.statement.csv, hidden: true }));
    await user.click(within(form).getByRole('button', { name: catalogue.records.statement.download }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(asked[0]!.url).toMatch(/^\/export\/statement\.csv\?coinName=CASH_POINT&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    expect(closed).not.toHaveBeenCalled();
  });
});
