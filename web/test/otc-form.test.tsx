// @vitest-environment happy-dom
// The P2P forms on React, in every language. Publishing an offer: the amount and both limits in
// USDT (above 0, at most 2 decimals), the price (above 0, at most 4 decimals), the smallest trade
// neither above the largest nor above the amount, each refusal said beside its field, nothing sent
// until all is right. Buying: an amount within the offer's limits, then a review of what is paid,
// the fee and what arrives as the platform quotes them, and only Confirm buys.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { BuyOfferDialog } from '@/features/otc/components/buy-offer-dialog';
import { PublishOfferForm } from '@/features/otc/components/publish-offer-form';
import {
  BuyOtcOfferDocument,
  CreditDecimalsDocument,
  OtcBuyQuoteDocument,
  OtcLobbyDocument,
  PublishOtcOfferDocument,
  type CreditDecimalsQuery,
  type OtcBuyQuoteQuery,
  type OtcLobbyQuery,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { answering, balance, balancesMock, COINS, fieldOf, fill, guardsMock, holding, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

type Offer = OtcLobbyQuery['otcLobby']['items'][number];

const OFFER: Offer = {
  __typename: 'OtcOffer',
  id: 'offer-1',
  sellerUserName: 'seller_01',
  amount: '500',
  remaining: '300',
  price: '7.1',
  payCoinName: 'CASH_POINT',
  minAmount: '10',
  maxAmount: '250',
  takeMin: '10',
  takeMax: '200',
  mine: false,
  seller: { __typename: 'OtcTrackRecord', completedTrades: 12, rating: '4.5', ratingCount: 8 },
};
const LOBBY: OtcLobbyQuery = {
  otcLobby: {
    __typename: 'OtcLobby',
    payCoinName: 'CASH_POINT',
    feeRatio: '0.01',
    feePayer: 'BUYER',
    items: [OFFER],
    pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 1, hasNextPage: false },
  },
};
// The platform's own decimals: two for every credit.
const TWO_PLACES: CreditDecimalsQuery = { coins: COINS.coins.map((coin) => ({ ...coin, decimals: 2 })) };
const DECIMALS = { request: { query: CreditDecimalsDocument }, result: { data: TWO_PLACES } };
const mark = (locale: Locale) => (locale === 'id-ID' ? ',' : '.');

describe('PublishOfferForm', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: says beside each field what is wrong, sends nothing until all is right, then reviews the offer and publishes it with the transaction password`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(PublishOtcOfferDocument);
      const onPublished = vi.fn();
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS, balancesMock([balance('USDT_POINT', '800'), balance('CASH_POINT', '40')]), answering(OtcLobbyDocument, () => LOBBY), guardsMock(), mock]}>
          <PublishOfferForm onPublished={onPublished} />
        </MockedProvider>,
      );
      const form = await screen.findByTestId('otc-publish-form');
      const amount = fieldOf(catalogue.otc.offerAmount, form);
      const price = fieldOf(fill(catalogue.otc.priceLabel, { credit: catalogue.credits.CASH_POINT }), form);
      const min = fieldOf(catalogue.otc.minAmount, form);
      const max = fieldOf(catalogue.otc.maxAmount, form);
      const publish = within(form).getByRole('button', { name: catalogue.otc.publish });
      const user = userEvent.setup({ delay: null });

      // What the member has to sell from, live.
      await expect.poll(() => screen.getByTestId('otc-usdt-available').textContent).toBe(`800${mark(locale)}00`);

      await user.click(publish);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      for (const input of [price, min, max]) expect(messageOf(input)).toBe(catalogue.validation.required);
      for (const input of [amount, price, min, max]) expect(input.getAttribute('aria-invalid')).toBe('true');

      const said: [HTMLInputElement, string, string][] = [
        [amount, 'ten', catalogue.validation.amountFormat],
        [amount, '0.00', catalogue.validation.amountPositive],
        [amount, '100.005', catalogue.otc.validation.amountPlaces],
        // More USDT than the member holds: refused up front (the platform would refuse it too).
        [amount, '800.01', catalogue.validation.amountAboveAvailable],
        [price, '0', catalogue.otc.validation.pricePositive],
        [price, '7.12345', catalogue.otc.validation.pricePlaces],
        [max, '40', ''],
        [min, '50', catalogue.otc.validation.minAboveMax],
      ];
      for (const [input, typed, message] of said) {
        await retype(user, input, written(locale, typed));
        await expect.poll(() => messageOf(input), { message: typed }).toBe(message);
      }
      // The limits are checked together on the next submit: the smallest trade above the amount offered.
      await retype(user, amount, '45');
      await retype(user, price, written(locale, '7.1'));
      await retype(user, max, '60');
      await user.click(publish);
      await expect.poll(() => messageOf(min)).toBe(catalogue.otc.validation.minAboveAmount);
      expect(min.getAttribute('aria-invalid')).toBe('true');
      expect(sent).not.toHaveBeenCalled();

      await retype(user, amount, ' 100 ');
      await retype(user, min, '10');
      await user.click(publish);
      // The review step: what goes into escrow, nothing sent before the transaction password.
      const dialog = await screen.findByRole('dialog', { name: catalogue.securityGuards.reviewOfferTitle });
      expect(within(dialog).getByTestId('review-offer-amount').textContent).toContain(`100${mark(locale)}00`);
      expect(within(dialog).getByTestId('review-offer-max').textContent).toContain(`60${mark(locale)}00`);
      const confirm = within(dialog).getByRole('button', { name: catalogue.securityGuards.confirmPublish });
      const password = fieldOf(catalogue.securityGuards.transactionPassword, dialog);
      await user.click(confirm);
      await expect.poll(() => messageOf(password)).toBe(catalogue.validation.required);
      expect(sent).not.toHaveBeenCalled();
      await user.type(password, 'tx-secret-9');
      await user.click(confirm);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0].input).toEqual({ amount: '100', price: '7.1', minAmount: '10', maxAmount: '60', transactionPassword: 'tx-secret-9', requestId: expect.any(String) });
      // The test platform refuses it: the review stays, not published.
      expect(screen.getByRole('dialog', { name: catalogue.securityGuards.reviewOfferTitle })).toBeTruthy();
      expect(onPublished).not.toHaveBeenCalled();
    });
  }
});

describe('PublishOfferForm while money movement is locked', SCREEN_TEST, () => {
  it('says until when as the refusals do (GMT+8), and opens no review while locked', async () => {
    const catalogue = CATALOGUES['en-US'];
    const { mock, sent } = mutationSpy(PublishOtcOfferDocument);
    await renderIn(
      'en-US',
      <MockedProvider mocks={[DECIMALS, balancesMock([balance('USDT_POINT', '800'), balance('CASH_POINT', '40')]), answering(OtcLobbyDocument, () => LOBBY), guardsMock({ moneyLockedUntil: '2099-06-01T08:15:00.000Z' }), mock]}>
        <PublishOfferForm onPublished={vi.fn()} />
      </MockedProvider>,
    );
    const notice = await screen.findByTestId('money-locked');
    expect(notice.textContent).toBe(catalogue.securityGuards.moneyLocked.replace('{{at}}', '2099-06-01 16:15 (GMT+8)'));
    const form = screen.getByTestId('otc-publish-form');
    const publish = within(form).getByRole('button', { name: catalogue.otc.publish }) as HTMLButtonElement;
    await expect.poll(() => publish.disabled).toBe(true);
    expect(screen.queryByRole('dialog', { name: catalogue.securityGuards.reviewOfferTitle })).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('a lock that starts in the review is shown on the password in the platform’s words', async () => {
    const catalogue = CATALOGUES['en-US'];
    const message = 'Too many wrong transaction passwords. Money movement is locked until 2030-06-01 16:15 (GMT+8)';
    const mock = answering(PublishOtcOfferDocument, () => null as never);
    mock.result = () => ({ errors: [{ message, extensions: { code: 'SERVER_MESSAGE', reason: 'TRANSACTION_PASSWORD_LOCKED' } }] }) as never;
    await renderIn(
      'en-US',
      <MockedProvider mocks={[DECIMALS, balancesMock([balance('USDT_POINT', '800'), balance('CASH_POINT', '40')]), answering(OtcLobbyDocument, () => LOBBY), guardsMock(), mock]}>
        <PublishOfferForm onPublished={vi.fn()} />
      </MockedProvider>,
    );
    const form = await screen.findByTestId('otc-publish-form');
    const user = userEvent.setup({ delay: null });
    await retype(user, fieldOf(catalogue.otc.offerAmount, form), '10');
    await retype(user, fieldOf(fill(catalogue.otc.priceLabel, { credit: catalogue.credits.CASH_POINT }), form), '7');
    await retype(user, fieldOf(catalogue.otc.minAmount, form), '1');
    await retype(user, fieldOf(catalogue.otc.maxAmount, form), '10');
    await user.click(within(form).getByRole('button', { name: catalogue.otc.publish }));
    const dialog = await screen.findByRole('dialog', { name: catalogue.securityGuards.reviewOfferTitle });
    const password = fieldOf(catalogue.securityGuards.transactionPassword, dialog);
    await user.type(password, 'tx-secret-9');
    await user.click(within(dialog).getByRole('button', { name: catalogue.securityGuards.confirmPublish }));
    await expect.poll(() => messageOf(password)).toBe(message);
  });
});

describe('BuyOfferDialog', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: refuses an amount outside the offer's limits, then reviews the platform's figures before buying`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(BuyOtcOfferDocument);
      // The platform's quote waits until the test lets it answer.
      const quote = holding(OtcBuyQuoteDocument, [DECIMALS, mock]);
      const QUOTED: OtcBuyQuoteQuery = {
        otcBuyQuote: {
          __typename: 'OtcBuyQuote',
          offerId: 'offer-1',
          amount: '25',
          price: '7.1',
          payCoinName: 'CASH_POINT',
          payAmount: '177.5',
          // Beyond the credit's two places: shown cut to them, as every amount of the credit.
          fee: '0.255',
          feeCoinName: 'USDT_POINT',
          buyerReceives: '24.745',
          sellerReceives: '177.5',
        },
      };
      await renderIn(
        locale,
        <MockedProvider link={quote.link}>
          <BuyOfferDialog offer={OFFER} onClose={() => undefined} />
        </MockedProvider>,
      );
      const dialog = screen.getByTestId('otc-buy-dialog');
      const amount = fieldOf(catalogue.otc.buyAmount, dialog);
      const review = within(dialog).getByRole('button', { name: catalogue.otc.review });
      const user = userEvent.setup({ delay: null });
      const usdt = catalogue.credits.USDT_POINT;
      const cash = catalogue.credits.CASH_POINT;

      await user.click(review);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      const said: [string, string][] = [
        ['9.99', catalogue.otc.validation.outsideLimits],
        ['200.01', catalogue.otc.validation.outsideLimits],
        ['25.001', catalogue.otc.validation.amountPlaces],
      ];
      for (const [typed, message] of said) {
        await retype(user, amount, written(locale, typed));
        await expect.poll(() => messageOf(amount), { message: typed }).toBe(message);
      }
      await user.click(review);
      expect(within(dialog).queryByTestId('otc-buy-review')).toBeNull();

      await retype(user, amount, '25');
      await user.click(review);
      const list = await within(dialog).findByTestId('otc-buy-review');
      const confirm = within(dialog).getByRole('button', { name: catalogue.otc.confirmBuy }) as HTMLButtonElement;
      expect(within(list).getByTestId('review-amount').textContent).toContain(`25${mark(locale)}00 ${usdt}`);
      // Until the platform has quoted, nothing is shown as paid and Confirm waits.
      expect(within(list).getByTestId('review-pay').textContent).toContain('–');
      expect(confirm.disabled).toBe(true);
      await expect.poll(() => quote.waiting()).toBe(1);
      quote.release(QUOTED);
      await expect.poll(() => within(list).getByTestId('review-pay').textContent).toContain(`177${mark(locale)}50 ${cash}`);
      expect(within(list).getByTestId('review-fee').textContent).toContain(`0${mark(locale)}25 ${usdt}`);
      expect(within(list).getByTestId('review-receive').textContent).toContain(`24${mark(locale)}74 ${usdt}`);
      expect(sent).not.toHaveBeenCalled();

      await user.click(confirm);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0]).toEqual({ id: 'offer-1', input: { amount: '25', requestId: expect.any(String) } });
    });
  }
});
