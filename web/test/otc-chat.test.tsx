// @vitest-environment happy-dom
// The P2P trade's chat on React, in every language: the messages of both members (mine marked as
// mine, each with its sender and time), and sending one: empty, blank or longer than 1000
// characters, or holding a direction control or invisible character, is refused beside the
// field with the field marked invalid and nothing sent; a message is sent trimmed, and one the
// platform refuses stays in the field to send again.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { TradeDialog } from '@/features/otc/components/trade-dialog';
import { formatDateTime } from '@/lib/format';
import { OtcChatDocument, SendOtcChatMessageDocument, type OtcChatQuery, type OtcTradesQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, field, member } from './form-queries';
import { answering, DECIMALS_MOCK, fill, messageOf, mutationSpy, retype, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const TRADE: OtcTradesQuery['otcTrades']['items'][number] = {
  __typename: 'OtcTrade',
  id: 'trade-1',
  role: 'BUYER',
  counterpartyUserName: 'seller_01',
  amount: '25',
  price: '7.1',
  payCoinName: 'CASH_POINT',
  payAmount: '177.5',
  fee: '0.25',
  feeCoinName: 'USDT_POINT',
  buyerReceives: '24.75',
  sellerReceives: '177.5',
  status: 'COMPLETED',
  createdAt: '2026-11-25T08:00:00Z',
  appeal: null,
  myRating: null,
};
const CHAT: OtcChatQuery = {
  otcChat: {
    __typename: 'OtcChatPage',
    items: [
      { __typename: 'OtcChatMessage', id: 'm1', senderUserName: 'seller_01', mine: false, content: 'Sent, please check.', createdAt: '2026-11-25T08:01:00Z' },
      { __typename: 'OtcChatMessage', id: 'm2', senderUserName: 'member_01', mine: true, content: 'Received, thank you!', createdAt: '2026-11-25T08:02:00Z' },
    ],
  },
};

describe('the P2P trade chat', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: shows both members' messages, refuses an empty, blank or too long one beside the field, and sends one trimmed`, async () => {
      const c = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(SendOtcChatMessageDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, answering(OtcChatDocument, () => CHAT), mock]}>
          <TradeDialog trade={TRADE} onClose={() => undefined} />
        </MockedProvider>,
      );
      const chat = await screen.findByTestId('otc-chat');
      const lines = within(chat).getAllByTestId('otc-chat-message').map((line) => line.textContent);
      expect(lines).toEqual([
        `seller_01 · ${formatDateTime('2026-11-25T08:01:00Z', locale)}Sent, please check.`,
        `${c.otc.you} · ${formatDateTime('2026-11-25T08:02:00Z', locale)}Received, thank you!`,
      ]);
      expect(screen.getByRole('heading', { name: fill(c.otc.chatTitle, { name: 'seller_01' }), hidden: true })).toBeTruthy();

      const input = field(c.otc.message);
      const send = button(c.otc.send);
      const user = member();
      const tooLong = fill(c.otc.validation.messageLength, { max: 1000 });
      for (const typed of ['', '   ', 'x'.repeat(1001)]) {
        await retype(user, input, typed);
        await user.click(send);
        await expect.poll(() => input.getAttribute('aria-invalid'), { message: `${typed.length} characters` }).toBe('true');
        expect(messageOf(input)).toBe(tooLong);
      }
      expect(sent).not.toHaveBeenCalled();
      // A direction control would make "I paid 5246.142" read as another sum; the platform refuses it, so does the form.
      await retype(user, input, 'I paid \u202E5246.142');
      await user.click(send);
      await expect.poll(() => messageOf(input)).toBe(c.validation.hiddenCharacters);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(sent).not.toHaveBeenCalled();

      // 1000 characters is the most; sent trimmed.
      await retype(user, input, ` ${'y'.repeat(1000)} `);
      await user.click(send);
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0]).toEqual({ tradeId: 'trade-1', input: { content: 'y'.repeat(1000) } });
      expect(input.getAttribute('aria-invalid')).toBe('false');
      expect(messageOf(input)).toBe('');
      // Refused by the platform: the message stays in the field, to send again.
      await expect.poll(() => send.disabled).toBe(false);
      expect(input.value).toBe(` ${'y'.repeat(1000)} `);
    });
  }
});
