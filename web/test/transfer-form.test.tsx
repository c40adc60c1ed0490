// @vitest-environment happy-dom
// The transfer form on React, in every language: the recipient and the amount are required, the
// amount must read as a plain decimal above 0 with at most 8 places and reach the credit's
// minimum, each refusal said beside its field; nothing is sent and no review opens while any is
// broken. A valid form opens the review, which alone sends. Beside the form: the live balance.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { TransferForm } from '@/features/transfer/components/transfer-form';
import { TransferDocument, TransferQuoteDocument, type TransferConfigsQuery, type TransferQuoteQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { answering, balance, balancesMock, DECIMALS_MOCK, fieldOf, guardsMock, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const CONFIGS: TransferConfigsQuery['transferConfigs'] = [
  { __typename: 'TransferConfig', coinName: 'CASH_POINT', minAmount: '10', feeRatio: '0.01', enabled: true },
];
const QUOTE = answering(TransferQuoteDocument, ({ amount }): TransferQuoteQuery => ({
  transferQuote: { __typename: 'TransferQuote', coinName: 'CASH_POINT', amount, feeRatio: '0.01', fee: '0.125', received: '12.375', minAmount: '10', belowMinimum: false, recipientUserName: 'friend' },
}));
/** The platform's refusal of a recipient, on its field, in the member's language (ko-KP). */
const NOT_FOUND = '이 사용자 이름 또는 사용자 ID를 가진 회원이 없습니다';
const UNKNOWN_RECIPIENT = {
  request: { query: TransferQuoteDocument, variables: () => true },
  result: { errors: [{ message: NOT_FOUND, extensions: { code: 'SERVER_MESSAGE', reason: 'TRANSFER_RECIPIENT_NOT_FOUND', fields: [{ path: 'input.toUser', message: NOT_FOUND }] } }] },
} as never;

describe('TransferForm', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: says beside each field what is wrong, and opens no review (sends nothing) until all is right`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(TransferDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('CASH_POINT', '1234.5678')]), QUOTE, mock]}>
          <TransferForm configs={CONFIGS} />
        </MockedProvider>,
      );
      const form = screen.getByTestId('transfer-form');
      const recipient = fieldOf(catalogue.transfer.recipient, form);
      const amount = fieldOf(catalogue.transfer.amount, form);
      const review = within(form).getByRole('button', { name: catalogue.transfer.review });
      const user = userEvent.setup({ delay: null });

      // Beside the form: the live available balance, cut to the credit's decimals, and the credit's minimum.
      const terms = within(form).getByTestId('transfer-terms');
      await expect.poll(() => terms.textContent).toBe(
        `${catalogue.transfer.available}: ${written(locale, '1,234.56')} · ${catalogue.transfer.minimum}: ${written(locale, '10.00')}`,
      );

      // Nothing typed: both fields are required.
      await user.click(review);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      expect(messageOf(recipient)).toBe(catalogue.validation.required);
      expect(recipient.getAttribute('aria-invalid')).toBe('true');
      expect(amount.getAttribute('aria-invalid')).toBe('true');

      // Once submitted, each change is checked again at once.
      await retype(user, recipient, 'friend');
      await expect.poll(() => recipient.getAttribute('aria-invalid')).toBe('false');
      const said: [string, string][] = [
        // Written as each language writes numbers: a grouping mark is never read (id-ID `1.000` is not 1).
        ['12,5', catalogue.validation.amountFormat],
        ['1,000', catalogue.validation.amountFormat],
        ['-3', catalogue.validation.amountFormat],
        ['0.00', catalogue.validation.amountPositive],
        ['12.123456789', catalogue.validation.amountPlaces],
        ['9.99999999', catalogue.validation.amountBelowMinimum],
        // More than the balance: refused up front (the platform would refuse it too).
        ['1234.5679', catalogue.validation.amountAboveAvailable],
      ];
      for (const [typed, message] of said) {
        await retype(user, amount, written(locale, typed));
        await expect.poll(() => messageOf(amount), { message: typed }).toBe(message);
        expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      }
      await user.click(review);
      expect(screen.queryByTestId('transfer-confirm')).toBeNull();
      expect(sent).not.toHaveBeenCalled();

      // At the minimum, with 8 places: the review opens, and still nothing has been sent.
      await retype(user, amount, written(locale, '10.00000000'));
      // The field keeps the language's decimal mark (id-ID `10,00000000`).
      expect(amount.value).toBe(written(locale, '10.00000000'));
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('false');
      expect(messageOf(amount)).toBe('');
      await user.click(review);
      expect(await screen.findByTestId('transfer-confirm')).toBeTruthy();
      expect(sent).not.toHaveBeenCalled();
    });
  }

  it('ko-KP: a recipient the platform would refuse is said beside the field as the review opens, before any password', async () => {
    const catalogue = CATALOGUES['ko-KP'];
    const { mock, sent } = mutationSpy(TransferDocument);
    await renderIn(
      'ko-KP',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('CASH_POINT', '1234.5678')]), UNKNOWN_RECIPIENT, mock]}>
        <TransferForm configs={CONFIGS} />
      </MockedProvider>,
    );
    const form = screen.getByTestId('transfer-form');
    const recipient = fieldOf(catalogue.transfer.recipient, form);
    const user = userEvent.setup({ delay: null });
    await retype(user, recipient, 'nobody-here');
    await retype(user, fieldOf(catalogue.transfer.amount, form), '20');
    await user.click(within(form).getByRole('button', { name: catalogue.transfer.review }));
    await expect.poll(() => messageOf(recipient)).toBe(NOT_FOUND);
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('TransferForm while the transaction password is locked', SCREEN_TEST, () => {
  it('ja-JP: says until when as the refusals do (GMT+8), and opens no review, asking for no password', async () => {
    const catalogue = CATALOGUES['ja-JP'];
    const { mock, sent } = mutationSpy(TransferDocument);
    // 20:56:30 UTC is 04:56 the next day in GMT+8, whatever the browser's own zone.
    const lockedUntil = '2099-11-29T20:56:30.000Z';
    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('CASH_POINT', '100')]), QUOTE, guardsMock({ moneyLockedUntil: lockedUntil }), mock]}>
        <TransferForm configs={CONFIGS} />
      </MockedProvider>,
    );
    const notice = await screen.findByTestId('money-locked');
    expect(notice.textContent).toBe(catalogue.securityGuards.moneyLocked.replace('{{at}}', '2099-11-30 04:56 (GMT+8)'));
    const form = screen.getByTestId('transfer-form');
    const review = within(form).getByRole('button', { name: catalogue.transfer.review }) as HTMLButtonElement;
    await expect.poll(() => review.disabled).toBe(true);
    const user = userEvent.setup({ delay: null });
    await retype(user, fieldOf(catalogue.transfer.recipient, form), 'friend');
    await retype(user, fieldOf(catalogue.transfer.amount, form), '10');
    // Enter in a field submits the form as well: still no review.
    await user.type(fieldOf(catalogue.transfer.amount, form), '{Enter}');
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    expect(screen.queryByLabelText(new RegExp(catalogue.securityGuards.transactionPassword))).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('opens the review again once the lock has passed', async () => {
    const catalogue = CATALOGUES['en-US'];
    const { mock } = mutationSpy(TransferDocument);
    await renderIn(
      'en-US',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('CASH_POINT', '100')]), QUOTE, guardsMock({ moneyLockedUntil: new Date(Date.now() - 1000).toISOString() }), mock]}>
        <TransferForm configs={CONFIGS} />
      </MockedProvider>,
    );
    const form = screen.getByTestId('transfer-form');
    const user = userEvent.setup({ delay: null });
    await retype(user, fieldOf(catalogue.transfer.recipient, form), 'friend');
    await retype(user, fieldOf(catalogue.transfer.amount, form), '10');
    await user.click(within(form).getByRole('button', { name: catalogue.transfer.review }));
    expect(await screen.findByTestId('transfer-confirm')).toBeTruthy();
    expect(screen.queryByTestId('money-locked')).toBeNull();
  });
});
