/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';
import { step, storyTimeout } from '@portal/platform/testing/story';

// OTC (peer-to-peer USDT_POINT) through the real gateway in front of the real platform, envelope
// encrypted: every query and mutation of schema/otc.graphql, FORBIDDEN while the member's area is
// off, and the refusals with every balance unchanged.

const OFFER = 'id sellerUserName coinName amount remaining sold price payCoinName minAmount maxAmount takeMin takeMax status mine createdAt updatedAt';
const TRADE = `id offerId role sellerUserName buyerUserName counterpartyUserName coinName amount price payCoinName payAmount fee feeCoinName buyerReceives sellerReceives status
  appeal { byUserName reason appealedAt decision decisionNote decidedAt } myRating { score comment } counterpartyRating { score comment } createdAt`;

const BUY_QUOTE = `query BuyQuote($id: ID!, $amount: Decimal!) { otcBuyQuote(id: $id, amount: $amount) { offerId amount price payCoinName payAmount fee feeCoinName buyerReceives sellerReceives } }`;
const LOBBY = `query Lobby($page: PageInput) { otcLobby(page: $page) { payCoinName feeRatio feePayer items { ${OFFER} seller { completedTrades rating ratingCount } } pageInfo { total hasNextPage } } }`;
const OFFERS = `query Offers($filter: OtcOfferFilter) { otcOffers(filter: $filter) { items { ${OFFER} seller { completedTrades } } pageInfo { total } } }`;
const TRADES = `query Trades($filter: OtcTradeFilter) { otcTrades(filter: $filter) { items { ${TRADE} } pageInfo { total } } }`;
const CHAT = `query Chat($tradeId: ID!) { otcChat(tradeId: $tradeId) { items { id tradeId senderUserName mine content createdAt } pageInfo { total } } }`;
const PUBLISH = `mutation Publish($input: PublishOtcOfferInput!) { publishOtcOffer(input: $input) { offer { ${OFFER} } returned receiptNumber } }`;
const CANCEL = `mutation Cancel($id: ID!, $input: CancelOtcOfferInput!) { cancelOtcOffer(id: $id, input: $input) { offer { ${OFFER} } returned receiptNumber } }`;
const BUY = `mutation Buy($id: ID!, $input: BuyOtcOfferInput!) { buyOtcOffer(id: $id, input: $input) { trade { ${TRADE} } receiptNumber } }`;
const SEND = `mutation Send($tradeId: ID!, $input: SendOtcChatMessageInput!) { sendOtcChatMessage(tradeId: $tradeId, input: $input) { id senderUserName mine content } }`;
const APPEAL = `mutation Appeal($tradeId: ID!, $input: AppealOtcTradeInput!) { appealOtcTrade(tradeId: $tradeId, input: $input) { ${TRADE} } }`;
const RATE = `mutation Rate($tradeId: ID!, $input: RateOtcTradeInput!) { rateOtcTrade(tradeId: $tradeId, input: $input) { ${TRADE} } }`;
const BALANCES = '{ balances { coinName available frozen locked } }';

type Who = { userName: string; token: string };

describe('OTC', () => {
  let stack: Stack;
  let sam: Who; // seller
  let bea: Who; // buyer
  let dan: Who; // area off

  async function member(prefix: string, otc = true): Promise<Who> {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    if (otc) await stack.platform.admin('members/flags', { userName, otcStatus: 1 });
    return { userName, token: await login(stack, userName) };
  }
  const as = (who: Who, query: string, variables?: Record<string, unknown>, locale?: string) => gql<any>(stack.http, query, variables, { token: who.token, ...(locale ? { locale } : {}) });
  async function ok(who: Who, query: string, variables?: Record<string, unknown>) {
    const answer = await as(who, query, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }
  const balances = async (who: Who) => (await ok(who, BALANCES)).balances;
  /** A refusal with its reason, every balance of the members unchanged. */
  async function refused(who: Who, query: string, variables: Record<string, unknown>, reason: string, members: Who[]) {
    const before = await Promise.all(members.map(balances));
    const answer = await as(who, query, variables);
    expect(answer.errors?.[0]?.extensions, JSON.stringify(answer.errors)).toMatchObject({ code: 'SERVER_MESSAGE', reason });
    expect(await Promise.all(members.map(balances))).toEqual(before);
  }
  const available = (list: any[], coin: string) => list.find((b) => b.coinName === coin);

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    sam = await member('otcs');
    bea = await member('otcb');
    dan = await member('otcd', false);
    await stack.platform.admin('members/adjust', { userName: sam.userName, coinName: 'USDT_POINT', direction: 'in', amount: '500' });
    await stack.platform.admin('members/adjust', { userName: bea.userName, coinName: 'CASH_POINT', direction: 'in', amount: '1000' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers FORBIDDEN on every operation while the member’s P2P area is off', async () => {
    expect((await ok(dan, '{ me { otcEnabled } }')).me.otcEnabled).toBe(false);
    const attempts: Array<[string, Record<string, unknown>]> = [
      [LOBBY, {}],
      [OFFERS, {}],
      [TRADES, {}],
      [CHAT, { tradeId: 'ott_x' }],
      [BUY_QUOTE, { id: 'otc_x', amount: '1' }],
      [PUBLISH, { input: { amount: '10', price: '7', minAmount: '1', maxAmount: '10', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } }],
      [CANCEL, { id: 'otc_x', input: { requestId: randomUUID() } }],
      [BUY, { id: 'otc_x', input: { amount: '1', requestId: randomUUID() } }],
      [SEND, { tradeId: 'ott_x', input: { content: 'hi' } }],
      [APPEAL, { tradeId: 'ott_x', input: { reason: 'why', requestId: randomUUID() } }],
      [RATE, { tradeId: 'ott_x', input: { score: 5 } }],
    ];
    for (const [query, variables] of attempts) {
      const answer = await as(dan, query, variables, 'zh-CN');
      expect(answer.status, JSON.stringify(answer)).toBe(403);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OTC_AREA_DISABLED' });
      expect(answer.errors?.[0]?.message).toBe('拒绝访问');
    }
  });

  // Sam's offer and Bea's trade on it: each step works on what the one before left (the escrow, the
  // trade, the appeal), so it is one story.
  it('an offer’s life in order: published, taken, chatted, appealed and released, rated, cancelled', { timeout: storyTimeout(4) }, async () => {
    let offer: any;
    let trade: any;
    await step('publishes an offer into escrow; refuses a price ≤ 0 and an amount above the balance, balances unchanged', async () => {
      const input = { amount: '300', price: '7.25', minAmount: '10', maxAmount: '200', transactionPassword: TRANSACTION_PASSWORD };
      for (const price of ['0', '-1']) await refused(sam, PUBLISH, { input: { ...input, price, requestId: randomUUID() } }, 'OTC_PRICE_INVALID', [sam]);
      await refused(sam, PUBLISH, { input: { ...input, amount: '600', requestId: randomUUID() } }, 'INSUFFICIENT_BALANCE', [sam]);
      const published = (await ok(sam, PUBLISH, { input: { ...input, requestId: randomUUID() } })).publishOtcOffer;
      expect(published).toMatchObject({ returned: null, offer: { status: 'PUBLISHED', amount: '300', remaining: '300', price: '7.25', payCoinName: 'CASH_POINT', coinName: 'USDT_POINT', mine: true } });
      expect(published.receiptNumber).toBeTruthy();
      offer = published.offer;
      expect(available(await balances(sam), 'USDT_POINT')).toMatchObject({ available: '200', frozen: '300' });
      const lobby = (await ok(bea, LOBBY, { page: { pageNum: 1, pageSize: 10 } })).otcLobby;
      expect(lobby).toMatchObject({ payCoinName: 'CASH_POINT', feeRatio: '0.01', feePayer: 'SELLER', pageInfo: { total: 1, hasNextPage: false } });
      expect(lobby.items).toMatchObject([{ id: offer.id, mine: false, takeMin: '10', takeMax: '200', seller: { completedTrades: 0, rating: null, ratingCount: 0 } }]);
      expect((await ok(sam, OFFERS, { filter: { status: 'PUBLISHED' } })).otcOffers.items).toMatchObject([{ id: offer.id, seller: null }]);
    });

    await step('refuses the member’s own offer and a take above the escrow; a buyer takes part, settled at once minus the fee', async () => {
      await refused(sam, BUY, { id: offer.id, input: { amount: '10', requestId: randomUUID() } }, 'OTC_OWN_OFFER', [sam]);
      await refused(bea, BUY, { id: offer.id, input: { amount: '301', requestId: randomUUID() } }, 'OTC_AMOUNT_ABOVE_REMAINING', [sam, bea]);
      await refused(bea, BUY, { id: offer.id, input: { amount: '250', requestId: randomUUID() } }, 'OTC_AMOUNT_OUTSIDE_LIMITS', [sam, bea]);
      // The review's figures come from the platform: what the buy then settles.
      expect((await ok(bea, BUY_QUOTE, { id: offer.id, amount: '33.33' })).otcBuyQuote).toEqual({
        offerId: offer.id,
        amount: '33.33',
        price: '7.25',
        payCoinName: 'CASH_POINT',
        payAmount: '241.6425',
        fee: '2.416425',
        feeCoinName: 'CASH_POINT',
        buyerReceives: '33.33',
        sellerReceives: '239.226075',
      });
      const bought = (await ok(bea, BUY, { id: offer.id, input: { amount: '33.33', requestId: randomUUID() } })).buyOtcOffer;
      trade = bought.trade;
      expect(trade).toMatchObject({ role: 'BUYER', counterpartyUserName: sam.userName, payAmount: '241.6425', fee: '2.416425', feeCoinName: 'CASH_POINT', sellerReceives: '239.226075', status: 'COMPLETED', appeal: null, myRating: null });
      expect(available(await balances(bea), 'CASH_POINT').available).toBe('758.3575');
      expect(available(await balances(bea), 'USDT_POINT').available).toBe('33.33');
      expect(available(await balances(sam), 'USDT_POINT').frozen).toBe('266.67');
      expect((await ok(sam, TRADES, { filter: { role: 'SELLER' } })).otcTrades.items).toMatchObject([{ id: trade.id, role: 'SELLER', counterpartyUserName: bea.userName }]);
      expect((await ok(sam, TRADES, { filter: { role: 'BUYER' } })).otcTrades.pageInfo.total).toBe(0);
    });

    await step('chats, appeals (both sides frozen), the operator releases, then both rate; the lobby shows the seller’s record', async () => {
      expect((await ok(bea, SEND, { tradeId: trade.id, input: { content: 'Paid, thanks' } })).sendOtcChatMessage).toMatchObject({ senderUserName: bea.userName, mine: true });
      expect((await ok(sam, CHAT, { tradeId: trade.id })).otcChat.items).toMatchObject([{ content: 'Paid, thanks', mine: false, senderUserName: bea.userName }]);
      const stranger = await member('otcx');
      const closed = await as(stranger, CHAT, { tradeId: trade.id });
      expect(closed.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'OTC_TRADE_NOT_FOUND' });

      const appealed = (await ok(sam, APPEAL, { tradeId: trade.id, input: { reason: 'check', requestId: randomUUID() } })).appealOtcTrade;
      expect(appealed).toMatchObject({ status: 'APPEALING', appeal: { byUserName: sam.userName, reason: 'check', decision: null } });
      expect(available(await balances(bea), 'USDT_POINT')).toMatchObject({ available: '0', frozen: '33.33' });
      await refused(bea, RATE, { tradeId: trade.id, input: { score: 5 } }, 'OTC_APPEAL_OPEN', [bea]);
      await stack.platform.admin('otc/appeals/decide', { tradeId: trade.id, decision: 'RELEASE' });
      expect(available(await balances(bea), 'USDT_POINT')).toMatchObject({ available: '33.33', frozen: '0' });

      expect((await ok(bea, RATE, { tradeId: trade.id, input: { score: 5, comment: 'smooth' } })).rateOtcTrade).toMatchObject({ myRating: { score: 5, comment: 'smooth' }, appeal: { decision: 'RELEASE' } });
      await refused(bea, RATE, { tradeId: trade.id, input: { score: 4 } }, 'OTC_ALREADY_RATED', [bea]);
      expect((await ok(sam, RATE, { tradeId: trade.id, input: { score: 4 } })).rateOtcTrade).toMatchObject({ myRating: { score: 4 }, counterpartyRating: { score: 5 } });
      expect((await ok(bea, LOBBY)).otcLobby.items[0].seller).toEqual({ completedTrades: 1, rating: '5', ratingCount: 1 });
    });

    await step('the seller cancels the rest: it returns from escrow', async () => {
      const cancelled = (await ok(sam, CANCEL, { id: offer.id, input: { requestId: randomUUID() } })).cancelOtcOffer;
      expect(cancelled).toMatchObject({ returned: '266.67', offer: { status: 'CANCELLED', sold: '33.33', takeMin: null } });
      expect(available(await balances(sam), 'USDT_POINT')).toMatchObject({ available: '466.67', frozen: '0' });
      expect((await ok(bea, LOBBY)).otcLobby.items).toEqual([]);
      await refused(bea, BUY, { id: offer.id, input: { amount: '10', requestId: randomUUID() } }, 'OTC_OFFER_CLOSED', [sam, bea]);

      // Every P2P record of the seller names its offer or trade as parts, for the screen to word and link.
      const notes = (await ok(sam, '{ records(page: { pageSize: 100 }) { items { recordType note { kind orderId text } } } }')).records.items
        .filter((item: any) => item.recordType.startsWith('OTC_'))
        .map((item: any) => `${item.recordType} ${item.note.kind} ${item.note.orderId} ${item.note.text}`)
        .sort();
      expect(notes).toEqual([
        `OTC_FEE OTC_TRADE ${trade.id} null`,
        `OTC_SELL OTC_APPEAL_HELD ${trade.id} null`,
        `OTC_SELL OTC_APPEAL_RELEASED ${trade.id} null`,
        `OTC_SELL OTC_ESCROW ${offer.id} null`,
        `OTC_SELL OTC_ESCROW_RETURNED ${offer.id} null`,
        `OTC_SELL OTC_TRADE ${trade.id} null`,
      ]);
    });
  });
});
