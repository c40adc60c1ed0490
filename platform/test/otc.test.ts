import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectBadRequest, expectOk, expectRefused, TestClock, type Answer, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { tryAdmin } from './product-helpers.ts';
import { money } from '../src/lib/money.ts';
import { quoteFill } from '../src/otc/trades.ts';
import { step, storyTimeout } from '../src/testing-story.ts';

// OTC (peer-to-peer trading of USDT_POINT), docs/otc.md: every path, every refusal with balances
// unchanged, and the worked example of the document number for number.

const MONEY_MOVING = new Set(['publish', 'cancel', 'buy', 'appeal']);
const withPassword = (member: SignedIn, path: string, data: Record<string, unknown>) =>
  path === 'publish' && !('transactionPassword' in data) ? { ...data, transactionPassword: member.transactionPassword } : data;

/** A call as the member; publishing carries the member's transaction password unless the test gives one. */
const otc = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string): Promise<Answer> =>
  call(platform, `/api/app/otc/${path}`, withPassword(member, path, MONEY_MOVING.has(path) && !('requestId' in data) ? { ...data, requestId: randomUUID() } : data), {
    token: member.token,
    ...(locale ? { locale } : {}),
  });

async function feesAccount(platform: TestPlatform, coin: string): Promise<string> {
  const row = await platform.db.selectFrom('ledger_accounts').select('balance').where('system_name', '=', `otc-fees:${coin}`).executeTakeFirst();
  return row ? String(Number(row.balance)) : '0';
}

describe('what one fill moves (docs/otc.md, worked example)', () => {
  it('the seller pays the fee from the proceeds, rounded up to 8 places; the payment is exact', () => {
    const fill = quoteFill(money('33.33'), money('7.25'), { feeRatio: '0.01', feePayer: 'SELLER', payCoinName: 'CASH_POINT' });
    expect(Object.fromEntries(Object.entries(fill).map(([key, value]) => [key, String(value)]))).toEqual({
      payAmount: '241.6425',
      fee: '2.416425',
      feeCoin: 'CASH_POINT',
      buyerReceives: '33.33',
      sellerReceives: '239.226075',
    });
    expect(quoteFill(money('0.01'), money('0.0001'), { feeRatio: '0.3', feePayer: 'SELLER', payCoinName: 'CASH_POINT' }).fee.toFixed()).toBe('0.0000003');
  });

  it('the buyer pays the fee from the USDT received', () => {
    const fill = quoteFill(money('10'), money('7.1'), { feeRatio: '0.02', feePayer: 'BUYER', payCoinName: 'CASH_POINT' });
    expect([fill.payAmount.toFixed(), fill.fee.toFixed(), fill.feeCoin, fill.buyerReceives.toFixed(), fill.sellerReceives.toFixed()]).toEqual(['71', '0.2', 'USDT_POINT', '9.8', '71']);
  });
});

describe('OTC (peer-to-peer USDT_POINT)', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let sam: SignedIn; // seller
  let bea: SignedIn; // buyer
  let cal: SignedIn; // buyer
  let dan: SignedIn; // flag off

  const enable = (member: SignedIn) => platform.admin('members/flags', { userName: member.userName, otcStatus: 1 });
  /** A refusal that moves nothing: the reason, and every balance of the members as before. */
  async function refusedUnchanged(attempt: () => Promise<Answer>, reason: string, members: SignedIn[]) {
    const before = await Promise.all(members.map((member) => snapshot(platform, member.token)));
    expectRefused(await attempt(), reason);
    expect(await Promise.all(members.map((member) => snapshot(platform, member.token)))).toEqual(before);
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    [sam, bea, cal, dan] = [await signedInMember(platform), await signedInMember(platform), await signedInMember(platform), await signedInMember(platform)];
    for (const member of [sam, bea, cal]) await enable(member);
    await credit(platform, sam.userName, 'USDT_POINT', '500');
    await credit(platform, bea.userName, 'CASH_POINT', '1000');
    await credit(platform, cal.userName, 'CASH_POINT', '2000');
    await credit(platform, dan.userName, 'USDT_POINT', '100');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('is refused on every path while the member’s otcStatus flag is off (the default), in the member’s language, nothing moving', async () => {
    const reads: Array<[string, Record<string, unknown>]> = [
      ['info', {}],
      ['otcRecordList', {}],
      ['buyOtcRecordList', {}],
      ['chatList', { tradeId: 'ott_x' }],
      ['buyQuote', { id: 'otc_x', amount: '1' }],
    ];
    for (const [path, data] of reads) expectRefused(await otc(platform, dan, path, data), 'OTC_AREA_DISABLED');
    const writes: Array<[string, Record<string, unknown>]> = [
      ['publish', { amount: '10', price: '7', minAmount: '1', maxAmount: '10' }],
      ['cancel', { id: 'otc_x' }],
      ['buy', { id: 'otc_x', amount: '1' }],
      ['sendChat', { tradeId: 'ott_x', content: 'hi' }],
      ['appeal', { tradeId: 'ott_x', reason: 'why' }],
      ['rate', { tradeId: 'ott_x', score: 5 }],
    ];
    for (const [path, data] of writes) await refusedUnchanged(() => otc(platform, dan, path, data), 'OTC_AREA_DISABLED', [dan]);
    expect((await otc(platform, dan, 'info', {}, 'zh-CN')).msg).toBe('您的账户未开通 P2P 交易功能');
  });

  // Sam's offer, Bea's and Cal's trades on it, and the lobby and fee settings every member shares:
  // each step works on what the steps before left (balances, trades, appeals), so it is one story.
  it('an offer’s life and the market around it, in order: published, filled, cancelled, chatted, appealed, rated, reconfigured', { timeout: storyTimeout(10) }, async () => {
    let offer: Loose;
    let trade1: Loose;
    let trade2: Loose;
    await step('publishes an offer: the amount moves into escrow (frozen USDT_POINT) with an OTC sell record; bad offers are refused, balances unchanged', async () => {
      const good = { amount: '300', price: '7.25', minAmount: '10', maxAmount: '200' };
      for (const price of ['0', '-1', '0.00001', 'abc']) await refusedUnchanged(() => otc(platform, sam, 'publish', { ...good, price }), 'OTC_PRICE_INVALID', [sam]);
      for (const amount of ['0', '1.234']) await refusedUnchanged(() => otc(platform, sam, 'publish', { ...good, amount }), 'OTC_AMOUNT_INVALID', [sam]);
      await refusedUnchanged(() => otc(platform, sam, 'publish', { ...good, minAmount: '50', maxAmount: '20' }), 'OTC_LIMITS_INVALID', [sam]);
      await refusedUnchanged(() => otc(platform, sam, 'publish', { ...good, amount: '5' }), 'OTC_LIMITS_INVALID', [sam]);
      await refusedUnchanged(() => otc(platform, sam, 'publish', { ...good, amount: '600', maxAmount: '600' }), 'INSUFFICIENT_BALANCE', [sam]);

      offer = expectOk(await otc(platform, sam, 'publish', good));
      expect(offer).toMatchObject({ status: 'PUBLISHED', amount: '300', remaining: '300', sold: '0', price: '7.25', payCoinName: 'CASH_POINT', minAmount: '10', maxAmount: '200', takeMin: '10', takeMax: '200', mine: true });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'USDT_POINT/available': '200', 'USDT_POINT/frozen': '300' });
      expect(await recordsOf(platform, sam.token, { recordType: 'OTC_SELL' })).toMatchObject([{ coinName: 'USDT_POINT', amount: '-300' }]);
      expect(expectOk(await otc(platform, sam, 'otcRecordList')).list).toMatchObject([{ id: offer.id, status: 'PUBLISHED' }]);
    });

    await step('refuses a member’s own offer, and takes outside the limits or above the escrow, balances unchanged', async () => {
      await refusedUnchanged(() => otc(platform, sam, 'buy', { id: offer.id, amount: '10' }), 'OTC_OWN_OFFER', [sam]);
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: offer.id, amount: '250' }), 'OTC_AMOUNT_OUTSIDE_LIMITS', [sam, bea]);
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: offer.id, amount: '5' }), 'OTC_AMOUNT_OUTSIDE_LIMITS', [sam, bea]);
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: offer.id, amount: '301' }), 'OTC_AMOUNT_ABOVE_REMAINING', [sam, bea]);
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: 'otc_nothing', amount: '10' }), 'OTC_OFFER_NOT_FOUND', [bea]);
      // 150 × 7.25 = 1087.5 CASH_POINT > 1000
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: offer.id, amount: '150' }), 'INSUFFICIENT_BALANCE', [sam, bea]);
    });

    await step('fills: USDT_POINT from the escrow to the buyer, the price to the seller minus the 1 % fee, in one step (the worked example)', async () => {
      clock.advance(60_000);
      // The review's figures are the platform's, and exactly what the buy then moves; asking moves nothing.
      const before = await snapshot(platform, bea.token);
      const quote = expectOk(await otc(platform, bea, 'buyQuote', { id: offer.id, amount: '33.33' }));
      expect(quote).toEqual({
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
      expect(await snapshot(platform, bea.token)).toEqual(before);
      expectRefused(await otc(platform, bea, 'buyQuote', { id: 'otc_nothing', amount: '10' }), 'OTC_OFFER_NOT_FOUND');
      trade1 = expectOk(await otc(platform, bea, 'buy', { id: offer.id, amount: '33.33' }));
      expect(trade1).toMatchObject({
        role: 'BUYER',
        sellerUserName: sam.userName,
        buyerUserName: bea.userName,
        counterpartyUserName: sam.userName,
        amount: '33.33',
        price: '7.25',
        payAmount: '241.6425',
        fee: '2.416425',
        feeCoinName: 'CASH_POINT',
        buyerReceives: '33.33',
        sellerReceives: '239.226075',
        status: 'COMPLETED',
        appeal: null,
      });
      expect(await snapshot(platform, bea.token)).toMatchObject({ 'CASH_POINT/available': '758.3575', 'USDT_POINT/available': '33.33' });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'CASH_POINT/available': '239.226075', 'USDT_POINT/available': '200', 'USDT_POINT/frozen': '266.67' });
      expect(await feesAccount(platform, 'CASH_POINT')).toBe('2.416425');

      clock.advance(60_000);
      trade2 = expectOk(await otc(platform, cal, 'buy', { id: offer.id, amount: '200' }));
      expect(trade2).toMatchObject({ payAmount: '1450', fee: '14.5', sellerReceives: '1435.5' });
      expect(await snapshot(platform, cal.token)).toMatchObject({ 'CASH_POINT/available': '550', 'USDT_POINT/available': '200' });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'CASH_POINT/available': '1674.726075', 'USDT_POINT/frozen': '66.67' });
      // Above what is left in escrow now.
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: offer.id, amount: '100' }), 'OTC_AMOUNT_ABOVE_REMAINING', [sam, bea]);

      expect((await recordsOf(platform, bea.token, { recordType: 'OTC_BUY' })).map((r: Loose) => [r.coinName, r.amount]).sort()).toEqual([
        ['CASH_POINT', '-241.6425'],
        ['USDT_POINT', '33.33'],
      ]);
      const samRecords = (await recordsOf(platform, sam.token)).filter((r: Loose) => r.recordType.startsWith('OTC'));
      expect(samRecords.map((r: Loose) => [r.recordType, r.coinName, r.amount]).sort()).toEqual(
        [
          ['OTC_FEE', 'CASH_POINT', '-14.5'],
          ['OTC_FEE', 'CASH_POINT', '-2.416425'],
          ['OTC_SELL', 'CASH_POINT', '1450'],
          ['OTC_SELL', 'CASH_POINT', '241.6425'],
          ['OTC_SELL', 'USDT_POINT', '-300'],
        ].sort(),
      );
      const samTrades = expectOk(await otc(platform, sam, 'buyOtcRecordList', { role: 'SELLER' }));
      expect(samTrades.list.map((t: Loose) => [t.id, t.role, t.counterpartyUserName])).toEqual([
        [trade2.id, 'SELLER', cal.userName],
        [trade1.id, 'SELLER', bea.userName],
      ]);
      expect(expectOk(await otc(platform, bea, 'buyOtcRecordList', { role: 'SELLER' })).total).toBe(0);
      expect(expectOk(await otc(platform, sam, 'buyOtcRecordList', { offerId: offer.id })).total).toBe(2);
      await expectLedgerClean(platform);
    });

    await step('the seller cancels the rest: the escrow returns; the cancelled offer cannot be taken', async () => {
      await refusedUnchanged(() => otc(platform, bea, 'cancel', { id: offer.id }), 'OTC_OFFER_NOT_FOUND', [sam, bea]);
      const cancelled = expectOk(await otc(platform, sam, 'cancel', { id: offer.id }));
      expect(cancelled).toMatchObject({ status: 'CANCELLED', returned: '66.67', sold: '233.33', takeMin: null });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'USDT_POINT/available': '266.67', 'USDT_POINT/frozen': '0' });
      await refusedUnchanged(() => otc(platform, bea, 'buy', { id: offer.id, amount: '10' }), 'OTC_OFFER_CLOSED', [sam, bea]);
      await refusedUnchanged(() => otc(platform, sam, 'cancel', { id: offer.id }), 'OTC_OFFER_CLOSED', [sam]);
      expect(expectOk(await otc(platform, sam, 'otcRecordList', { status: 'CANCELLED' })).list.map((o: Loose) => o.id)).toEqual([offer.id]);
    });

    await step('keeps a chat between the two members of a trade, closed to anyone else', async () => {
      expectOk(await otc(platform, bea, 'sendChat', { tradeId: trade1.id, content: 'Hello, I paid 241.6425' }));
      clock.advance(1000);
      expectOk(await otc(platform, sam, 'sendChat', { tradeId: trade1.id, content: 'Received, thanks' }));
      const chat = expectOk(await otc(platform, sam, 'chatList', { tradeId: trade1.id }));
      expect(chat.list.map((c: Loose) => [c.senderUserName, c.content, c.mine])).toEqual([
        [bea.userName, 'Hello, I paid 241.6425', false],
        [sam.userName, 'Received, thanks', true],
      ]);
      expectRefused(await otc(platform, cal, 'chatList', { tradeId: trade1.id }), 'OTC_TRADE_NOT_FOUND');
      expectRefused(await otc(platform, cal, 'sendChat', { tradeId: trade1.id, content: 'me too' }), 'OTC_TRADE_NOT_FOUND');
      // Direction controls that make text read other than it is ("paid 5" shown for "5 diap") are refused; nothing is kept.
      // So are direction marks and zero-width characters (lib/member-text.ts).
      for (const control of ['\u202e', '\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u2060']) {
        const refused = await otc(platform, bea, 'sendChat', { tradeId: trade1.id, content: `I paid ${control}5246.142` });
        expectBadRequest(refused);
        expect((refused.data as unknown as { fields: unknown }).fields).toEqual([{ path: 'content', reason: 'TEXT_HIDDEN_CHARACTERS', message: expect.any(String) }]);
      }
      expect(expectOk(await otc(platform, sam, 'chatList', { tradeId: trade1.id })).list).toHaveLength(2);
    });

    await step('an appeal freezes both sides of the trade; the operator reverses it: every amount back where it came from, the fee returned', async () => {
      await refusedUnchanged(() => otc(platform, cal, 'appeal', { tradeId: trade1.id, reason: 'not mine' }), 'OTC_TRADE_NOT_FOUND', [sam, bea, cal]);
      const appealed = expectOk(await otc(platform, bea, 'appeal', { tradeId: trade1.id, reason: 'Wrong price agreed' }));
      expect(appealed).toMatchObject({ status: 'APPEALING', appeal: { byUserName: bea.userName, reason: 'Wrong price agreed', decision: null } });
      expect(await snapshot(platform, bea.token)).toMatchObject({ 'USDT_POINT/available': '0', 'USDT_POINT/frozen': '33.33', 'CASH_POINT/available': '758.3575' });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'CASH_POINT/available': '1435.5', 'CASH_POINT/frozen': '239.226075' });
      await refusedUnchanged(() => otc(platform, sam, 'appeal', { tradeId: trade1.id, reason: 'again' }), 'OTC_APPEAL_EXISTS', [sam, bea]);
      expectRefused(await otc(platform, sam, 'rate', { tradeId: trade1.id, score: 1 }), 'OTC_APPEAL_OPEN');

      const appeals = await platform.admin<Loose[]>('otc/appeals');
      expect(appeals.map((a) => a.id)).toEqual([trade1.id]);
      const shown = await platform.admin<Loose>('otc/trade', { tradeId: trade1.id });
      expect(shown.chat.map((c: Loose) => c.content)).toEqual(['Hello, I paid 241.6425', 'Received, thanks']);
      const decided = await platform.admin<Loose>('otc/appeals/decide', { tradeId: trade1.id, decision: 'REVERSE', note: 'price typo' });
      expect(decided).toMatchObject({ status: 'REVERSED', appeal: { decision: 'REVERSE', decisionNote: 'price typo' } });
      expect(await snapshot(platform, bea.token)).toMatchObject({ 'USDT_POINT/available': '0', 'USDT_POINT/frozen': '0', 'CASH_POINT/available': '1000' });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'USDT_POINT/available': '300', 'CASH_POINT/available': '1435.5', 'CASH_POINT/frozen': '0' });
      expect(await feesAccount(platform, 'CASH_POINT')).toBe('14.5');
      expect((await tryAdmin(platform, 'otc/appeals/decide', { tradeId: trade1.id, decision: 'RELEASE' })).reason).toBe('OTC_APPEAL_NOT_OPEN');
      await expectLedgerClean(platform);
    });

    await step('an appeal released: the trade stands and the frozen sides return', async () => {
      expectOk(await otc(platform, cal, 'appeal', { tradeId: trade2.id, reason: 'slow' }));
      expect(await snapshot(platform, cal.token)).toMatchObject({ 'USDT_POINT/frozen': '200' });
      await platform.admin('otc/appeals/decide', { tradeId: trade2.id, decision: 'RELEASE' });
      expect(await snapshot(platform, cal.token)).toMatchObject({ 'USDT_POINT/available': '200', 'USDT_POINT/frozen': '0', 'CASH_POINT/available': '550' });
      expect(await snapshot(platform, sam.token)).toMatchObject({ 'CASH_POINT/available': '1435.5', 'CASH_POINT/frozen': '0' });
      await expectLedgerClean(platform);
    });

    await step('each member rates the other once; the lobby shows offers best price first with each seller’s trade count and rating', async () => {
      expect(expectOk(await otc(platform, cal, 'rate', { tradeId: trade2.id, score: 5, comment: 'fast' }))).toMatchObject({ myRating: { score: 5, comment: 'fast' } });
      expectRefused(await otc(platform, cal, 'rate', { tradeId: trade2.id, score: 4 }), 'OTC_ALREADY_RATED');
      expectOk(await otc(platform, bea, 'rate', { tradeId: trade1.id, score: 2 }));
      expect(expectOk(await otc(platform, sam, 'rate', { tradeId: trade2.id, score: 4 }))).toMatchObject({ myRating: { score: 4 }, counterpartyRating: { score: 5, comment: 'fast' } });

      await credit(platform, cal.userName, 'USDT_POINT', '100');
      const a = expectOk(await otc(platform, sam, 'publish', { amount: '50', price: '7.3', minAmount: '1', maxAmount: '50' }));
      clock.advance(1000);
      const b = expectOk(await otc(platform, cal, 'publish', { amount: '50', price: '7.1', minAmount: '1', maxAmount: '50' }));
      clock.advance(1000);
      const c = expectOk(await otc(platform, sam, 'publish', { amount: '50', price: '7.1', minAmount: '1', maxAmount: '50' }));
      const page1 = expectOk(await otc(platform, bea, 'info', { pageNum: 1, pageSize: 2 }));
      expect(page1).toMatchObject({ payCoinName: 'CASH_POINT', feeRatio: '0.01', feePayer: 'SELLER', total: 3 });
      expect(page1.list.map((o: Loose) => o.id)).toEqual([b.id, c.id]);
      const page2 = expectOk(await otc(platform, bea, 'info', { pageNum: 2, pageSize: 2 }));
      expect(page2.list.map((o: Loose) => o.id)).toEqual([a.id]);
      // sam: trade2 counts (trade1 was reversed); rated 2 and 5 → 3.5. cal: one trade, rated 4.
      expect(page1.list[1].seller).toEqual({ completedTrades: 1, rating: '3.5', ratingCount: 2 });
      expect(page1.list[0].seller).toEqual({ completedTrades: 1, rating: '4', ratingCount: 1 });
      expect(expectOk(await otc(platform, sam, 'info')).list.map((o: Loose) => o.mine)).toEqual([false, true, true]);
    });

    await step('operators set the paying credit, the fee rate and who pays it: with the buyer paying, the fee is taken in USDT_POINT', async () => {
      expect(await platform.admin('otc/config')).toEqual({ payCoinName: 'CASH_POINT', feeRatio: '0.01', feePayer: 'SELLER' });
      expect((await tryAdmin(platform, 'otc/config/set', { payCoinName: 'USDT_POINT' })).reason).toBe('VALIDATION');
      expect((await tryAdmin(platform, 'otc/config/set', { feeRatio: '1' })).reason).toBe('VALIDATION');
      expect(await platform.admin('otc/config/set', { feeRatio: '0.02', feePayer: 'BUYER' })).toEqual({ payCoinName: 'CASH_POINT', feeRatio: '0.02', feePayer: 'BUYER' });
      const lobby = expectOk(await otc(platform, bea, 'info'));
      const cheapest = lobby.list[0];
      const before = await snapshot(platform, bea.token);
      const trade = expectOk(await otc(platform, bea, 'buy', { id: cheapest.id, amount: '10' }));
      // 10 × 7.1 = 71 CASH_POINT to the seller in full; 2 % of 10 USDT_POINT = 0.2 kept as the fee.
      expect(trade).toMatchObject({ payAmount: '71', fee: '0.2', feeCoinName: 'USDT_POINT', buyerReceives: '9.8', sellerReceives: '71' });
      const after = await snapshot(platform, bea.token);
      expect(Number(after['CASH_POINT/available']) - Number(before['CASH_POINT/available'])).toBe(-71);
      expect(after['USDT_POINT/available']).toBe('9.8');
      expect(await recordsOf(platform, bea.token, { recordType: 'OTC_FEE' })).toMatchObject([{ coinName: 'USDT_POINT', amount: '-0.2' }]);
      expect(await feesAccount(platform, 'USDT_POINT')).toBe('0.2');
      await platform.admin('otc/config/set', { feeRatio: '0.01', feePayer: 'SELLER' });

      // A buy sent twice with one request id buys once.
      const requestId = randomUUID();
      const first = expectOk(await otc(platform, bea, 'buy', { id: cheapest.id, amount: '1', requestId }));
      expect(expectOk(await otc(platform, bea, 'buy', { id: cheapest.id, amount: '1', requestId })).id).toBe(first.id);
      expect(expectOk(await otc(platform, bea, 'buyOtcRecordList', { offerId: cheapest.id })).total).toBe(2);

      // Bea puts the USDT_POINT she bought into an offer of her own: an appeal of the trade can no longer freeze it.
      expectOk(await otc(platform, bea, 'publish', { amount: '10.8', price: '8', minAmount: '1', maxAmount: '10.8' }));
      await refusedUnchanged(() => otc(platform, cal, 'appeal', { tradeId: trade.id, reason: 'check' }), 'OTC_APPEAL_FUNDS_SPENT', [bea, cal]);
      await expectLedgerClean(platform);
    });

    await step('turning the flag off closes the area again, offers kept', async () => {
      await platform.admin('members/flags', { userName: sam.userName, otcStatus: 0 });
      expectRefused(await otc(platform, sam, 'otcRecordList'), 'OTC_AREA_DISABLED');
      await enable(sam);
      expect(expectOk(await otc(platform, sam, 'otcRecordList')).total).toBe(3);
      expect(expectOk(await otc(platform, bea, 'otcRecordList')).total).toBe(1);
    });
  });
});
