// @vitest-environment happy-dom
// The PIN code dialogs on React, in every language. Buying: a whole quantity from 1 to 100, the
// total the exact price × quantity in the price's credit with its decimals; any other quantity
// marks the field, shows no total and leaves "Pay and buy" disabled. Transferring: the
// recipient is required (spaces are not a name) and said beside the field; nothing is sent
// until it is given.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { BuyDialog, MAX_QUANTITY } from '@/features/pin-code/components/buy-dialog';
import type { PinCodeItem } from '@/features/pin-code/components/code-card';
import { TransferDialog } from '@/features/pin-code/components/transfer-dialog';
import { BuyPinCodesDocument, TransferPinCodeDocument, type PinCodePlansQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { DECIMALS_MOCK, fieldOf, fill, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const PLAN: PinCodePlansQuery['pinCodePlans'][number] = {
  __typename: 'PinCodePlan',
  id: 'plan-1',
  kind: 'INSURANCE',
  name: 'Insurance 100',
  price: '1234.565',
  priceCoinName: 'CASH_POINT',
  amount: '100',
  coinName: 'INSURANCE_POINT',
  contractDays: 30,
};
const CODE: PinCodeItem = {
  __typename: 'PinCode',
  id: 'code-1',
  code: 'PIN-7K2M-91QX',
  planId: 'plan-1',
  planName: 'Insurance 100',
  kind: 'INSURANCE',
  amount: '100',
  coinName: 'INSURANCE_POINT',
  origin: 'PURCHASE',
  state: 'PENDING',
  holderUserName: 'me',
  activatedForUserName: null,
  activatedAt: null,
  packageId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('PIN code BuyDialog', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: takes a whole quantity from 1 to ${MAX_QUANTITY}, totals it exactly, and buys nothing otherwise`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(BuyPinCodesDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, mock]}>
          <BuyDialog plan={PLAN} onClose={() => undefined} />
        </MockedProvider>,
      );
      const dialog = screen.getByTestId('pin-buy-dialog');
      const quantity = fieldOf(catalogue.pinCode.quantity, dialog);
      const buy = within(dialog).getByTestId('pin-buy-confirm') as HTMLButtonElement;
      const total = within(dialog).getByTestId('pin-buy-total');
      const cash = catalogue.credits.CASH_POINT;
      const user = userEvent.setup({ delay: null });

      expect(messageOf(quantity)).toBe(fill(catalogue.pinCode.quantityHelp, { max: MAX_QUANTITY }));
      // One code to start with; the price cut (never rounded up) to Cash's two decimals.
      expect(quantity.value).toBe('1');
      await expect.poll(() => within(dialog).getByTestId('pin-buy-price').textContent).toBe(`${written(locale, '1,234.56')} ${cash}`);

      for (const typed of ['0', String(MAX_QUANTITY + 1), '2.5', '', 'two']) {
        await retype(user, quantity, typed);
        expect(quantity.getAttribute('aria-invalid'), typed).toBe('true');
        expect(buy.disabled, typed).toBe(true);
        expect(total.textContent, typed).toContain('–');
      }
      await user.keyboard('{Enter}');
      expect(sent).not.toHaveBeenCalled();

      // 3 × 1,234.565 = 3,703.695 exactly, shown with Cash's two decimals.
      await retype(user, quantity, '3');
      await expect.poll(() => quantity.getAttribute('aria-invalid')).toBe('false');
      await expect.poll(() => total.textContent).toBe(`${written(locale, '3,703.69')} ${cash}`);
      await user.click(buy);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0].input).toEqual({ planId: 'plan-1', quantity: 3, requestId: expect.any(String) });
    });
  }
});

describe('PIN code TransferDialog', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: asks for the recipient beside the field and sends nothing without one`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(TransferPinCodeDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[mock]}>
          <TransferDialog code={CODE} onClose={() => undefined} />
        </MockedProvider>,
      );
      const dialog = screen.getByTestId('pin-transfer-dialog');
      const recipient = fieldOf(catalogue.pinCode.recipient, dialog);
      const send = within(dialog).getByTestId('pin-transfer-confirm');
      const user = userEvent.setup({ delay: null });

      expect(recipient.getAttribute('aria-invalid')).toBe('false');
      await user.click(send);
      await expect.poll(() => messageOf(recipient)).toBe(catalogue.validation.required);
      expect(recipient.getAttribute('aria-invalid')).toBe('true');
      await retype(user, recipient, '   ');
      expect(recipient.value).toBe('   ');
      await user.click(send);
      await expect.poll(() => messageOf(recipient)).toBe(catalogue.validation.required);
      expect(sent).not.toHaveBeenCalled();

      await retype(user, recipient, ' friend ');
      await expect.poll(() => recipient.getAttribute('aria-invalid')).toBe('false');
      await expect.poll(() => messageOf(recipient)).toBe('');
      await user.click(send);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0]).toEqual({ id: 'code-1', input: { toUserName: 'friend', requestId: expect.any(String) } });
    });
  }
});
