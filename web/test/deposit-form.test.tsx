// @vitest-environment happy-dom
// The deposit forms on React, in every language. On chain: the amount (a plain decimal, at least
// the platform's minimum, a whole multiple of its step), the hash (64 hex digits) and the receipt
// number are checked before anything is sent, each refusal said beside its field. By bank: the
// amount against the chosen channel's minimum and the receipt picture (required, a picture, at
// most 5 MiB), the amount to pay being the platform's quote. A valid form sends once, with what
// was typed.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { BankDeposit } from '@/features/deposit/components/bank-deposit';
import { ChainDeposit } from '@/features/deposit/components/chain-deposit';
import {
  BankDepositQuoteDocument,
  DepositBankDocument,
  DepositChainConfigDocument,
  DepositChainDocument,
  DepositChannelsDocument,
  DepositsDocument,
  type BankDepositQuoteQuery,
  type DepositChainConfigQuery,
  type DepositChannelsQuery,
  type DepositsQuery,
} from '@/generated/graphql';
import { RECEIPT_MAX_BYTES } from '@/features/deposit/api/deposit-bank';
import { CATALOGUES } from './all-catalogues';
import { answering, fieldOf, fill, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const HASH = 'ab'.repeat(32);
const CHAIN: DepositChainConfigQuery = {
  depositChainConfig: { __typename: 'DepositChainConfig', coin: 'USDT', network: 'BEP20', address: '0x1111111111111111111111111111111111111111', minAmount: '50', multiple: '10' },
};
const CHANNELS: DepositChannelsQuery = {
  depositChannels: [
    {
      __typename: 'DepositChannel',
      id: 'ch-1',
      channelName: 'Rupiah',
      bankName: 'Bank Jakarta',
      accountName: 'Portal Ltd',
      accountNumber: '123-456-789',
      currency: 'IDR',
      exchangeRate: '16250.5',
      minAmount: '100',
      multiple: null,
    },
  ],
};
const NO_DEPOSITS: DepositsQuery = {
  deposits: { __typename: 'DepositPage', items: [], pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 0, hasNextPage: false } },
};
const DEPOSITS = answering(DepositsDocument, () => NO_DEPOSITS);
/** A picture of `size` bytes, as the browser reports it (without holding 5 MiB in the test). */
function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ChainDeposit: the on-chain report form', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: says beside each field what is wrong and sends nothing until all is right, then sends what was typed`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(DepositChainDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[{ request: { query: DepositChainConfigDocument }, result: { data: CHAIN } }, DEPOSITS, mock]}>
          <ChainDeposit compact />
        </MockedProvider>,
      );
      const form = await screen.findByTestId('chain-form');
      const amount = fieldOf(catalogue.deposit.amountUsdt, form);
      const hash = fieldOf(catalogue.deposit.hash, form);
      const reference = fieldOf(catalogue.deposit.receiptNumber, form);
      const submit = within(form).getByRole('button', { name: catalogue.deposit.submit });
      const user = userEvent.setup({ delay: null });

      // Before any check, the amount field says what is accepted.
      expect(messageOf(amount)).toBe(fill(catalogue.deposit.amountHelpMultiple, { min: locale === 'id-ID' ? '50,00' : '50.00', multiple: locale === 'id-ID' ? '10,00' : '10.00' }));

      await user.click(submit);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      expect(messageOf(hash)).toBe(catalogue.validation.required);
      expect(messageOf(reference)).toBe(catalogue.validation.required);
      for (const input of [amount, hash, reference]) expect(input.getAttribute('aria-invalid')).toBe('true');

      await retype(user, hash, '0x1234');
      await expect.poll(() => messageOf(hash)).toBe(catalogue.deposit.validation.hash);
      await retype(user, reference, 'TX-1');
      await expect.poll(() => reference.getAttribute('aria-invalid')).toBe('false');

      const said: [string, string][] = [
        ['50 USDT', catalogue.validation.amountFormat],
        ['40', catalogue.validation.amountBelowMinimum],
        ['55', catalogue.deposit.validation.notMultiple],
      ];
      for (const [typed, message] of said) {
        await retype(user, amount, written(locale, typed));
        await expect.poll(() => messageOf(amount), { message: typed }).toBe(message);
        expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      }
      await user.click(submit);
      expect(sent).not.toHaveBeenCalled();

      await retype(user, amount, '60');
      await retype(user, hash, ` ${HASH} `);
      await expect.poll(() => [amount, hash].map((input) => input.getAttribute('aria-invalid'))).toEqual(['false', 'false']);
      await user.click(submit);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      // Sent trimmed, with an idempotency key.
      expect(sent.mock.calls[0]?.[0].input).toEqual({ amount: '60', hash: HASH, paymentReference: 'TX-1', requestId: expect.any(String) });
    });
  }
});

describe('BankDeposit: the bank deposit form', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: asks for the amount and a receipt picture, refuses one below the channel's minimum or not a picture, and sends nothing until all is right`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(DepositBankDocument);
      const quote = answering(BankDepositQuoteDocument, ({ channelId, amount }): BankDepositQuoteQuery => ({
        bankDepositQuote: { __typename: 'BankDepositQuote', channelId: String(channelId), currency: 'IDR', exchangeRate: '16250.5', amount, localAmount: '1950060' },
      }));
      await renderIn(
        locale,
        <MockedProvider mocks={[{ request: { query: DepositChannelsDocument }, result: { data: CHANNELS } }, DEPOSITS, quote, mock]}>
          <BankDeposit compact />
        </MockedProvider>,
      );
      const form = await screen.findByTestId('bank-form');
      const amount = fieldOf(fill(catalogue.deposit.amountToReceive, { credit: catalogue.credits.CASH_POINT }), form);
      const receipt = within(form).getByTestId('receipt-input');
      const receiptMessage = within(form).getByTestId('receipt-help');
      const submit = within(form).getByRole('button', { name: catalogue.deposit.submit });
      // A member may pick "all files" in the browser's dialog: the form judges the type itself.
      const user = userEvent.setup({ delay: null, applyAccept: false });

      expect(receiptMessage.textContent).toBe(catalogue.deposit.receiptHelp);
      await user.click(submit);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      expect(receiptMessage.textContent).toBe(catalogue.deposit.validation.receiptRequired);
      expect(receipt.getAttribute('aria-invalid')).toBe('true');

      await retype(user, amount, written(locale, '99.99'));
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.amountBelowMinimum);
      await user.upload(receipt, new File(['total 120'], 'receipt.txt', { type: 'text/plain' }));
      await expect.poll(() => receiptMessage.textContent).toBe(catalogue.deposit.validation.receiptNotImage);
      await user.upload(receipt, sized(new File(['png'], 'huge.png', { type: 'image/png' }), RECEIPT_MAX_BYTES + 1));
      await expect.poll(() => receiptMessage.textContent).toBe(catalogue.deposit.validation.receiptTooLarge);
      await user.click(submit);
      expect(sent).not.toHaveBeenCalled();

      const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
      await user.upload(receipt, picture);
      await expect.poll(() => receipt.getAttribute('aria-invalid')).toBe('false');
      await retype(user, amount, '120');
      // The amount to pay is the platform's figure, in the channel's currency.
      const pay = within(form).getByTestId('bank-pay-amount');
      await expect.poll(() => pay.textContent).toBe(`${locale === 'id-ID' ? '1.950.060,00' : '1,950,060.00'} IDR`);
      await user.click(submit);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      const [variables] = sent.mock.calls[0] ?? [];
      expect(variables?.input).toEqual({ channelId: 'ch-1', amount: '120', requestId: expect.any(String) });
      expect(variables?.receipt).toBe(picture);
    });
  }
});

describe('BankDeposit: what is paid and what is received, named', SCREEN_TEST, () => {
  const USD_CHANNEL: DepositChannelsQuery = { depositChannels: [{ ...CHANNELS.depositChannels[0]!, id: 'ch-usd', channelName: 'Dollars', currency: 'USD', exchangeRate: '1' }] };
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: a USD channel asks for the Cash to receive and says what is paid in USD, never "USDT" nor "1 USD = 1 USD"`, async () => {
      const catalogue = CATALOGUES[locale];
      const cash = catalogue.credits.CASH_POINT;
      const quote = answering(BankDepositQuoteDocument, ({ channelId, amount }): BankDepositQuoteQuery => ({
        bankDepositQuote: { __typename: 'BankDepositQuote', channelId: String(channelId), currency: 'USD', exchangeRate: '1', amount, localAmount: String(amount) },
      }));
      await renderIn(
        locale,
        <MockedProvider mocks={[{ request: { query: DepositChannelsDocument }, result: { data: USD_CHANNEL } }, DEPOSITS, quote]}>
          <BankDeposit compact />
        </MockedProvider>,
      );
      const form = await screen.findByTestId('bank-form');
      const amount = fieldOf(fill(catalogue.deposit.amountToReceive, { credit: cash }), form);
      const rate = fill(catalogue.deposit.rateValue, { credit: cash, rate: locale === 'id-ID' ? '1,00' : '1.00', currency: 'USD' });
      expect(within(form).getByTestId('channel-rate').textContent).toBe(rate);
      await retype(userEvent.setup({ delay: null }), amount, '120');
      const hundredTwenty = locale === 'id-ID' ? '120,00' : '120.00';
      await expect.poll(() => within(form).getByTestId('bank-pay-amount').textContent).toBe(`${hundredTwenty} USD`);
      expect(within(form).getByTestId('bank-receive-amount').textContent).toBe(`${hundredTwenty} ${cash}`);
      expect(form.textContent).not.toContain('USDT');
      expect(form.textContent).not.toMatch(/1 USD = /);
    });
  }
});
