import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectBadRequest, expectOk, expectRefused, type Loose, usePlatformOnPostgres, describeOnPostgres } from './helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { available, credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const convertApi = (platform: TestPlatform, who: SignedIn, path: string, data: unknown = {}) => call(platform, `/api/app/convert/${path}`, data, { token: who.token });

describe('convert', () => {
  let platform: TestPlatform;
  let member: SignedIn;
  const api = (path: string, data: unknown = {}, who = member) => convertApi(platform, who, path, data);

  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '50000');
    await credit(platform, member.userName, 'BONUS_POINT', '100');
  });
  afterAll(async () => {
    await platform?.close();
  });

  // One member's balance and order list, and the pairs the operator changes for everyone: each step
  // works on what the ones before left, so it is one story.
  it('one member’s converts in order: the pairs, converted, quoted, refused, doubled, reviewed; the operator’s pairs last', { timeout: storyTimeout(8) }, async () => {
    await step('lists the seeded, enabled pairs', async () => {
      const pairs = expectOk(await api('convertConfigList')) as Loose[];
      expect(pairs).toContainEqual({ fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', rate: '1', feeRatio: '0.02', minAmount: '10', reviewAbove: '10000', enabled: true });
      expect(pairs.map((p) => `${p.fromCoin}>${p.toCoin}`).sort()).toEqual(
        ['BONUS_POINT>CASH_POINT', 'BONUS_POINT>WITHDRAWAL_POINT', 'CASH_POINT>ASSETS_POINT', 'CASH_POINT>GMT', 'CASH_POINT>INSURANCE_POINT', 'CASH_POINT>USDT_POINT', 'GMT>CASH_POINT', 'USDT_POINT>CASH_POINT'].sort(),
      );
    });

    await step('a small convert completes at once: amount out, fee kept, (amount − fee) × rate in, with CONVERT and CONVERT_FEE records', async () => {
      const order = expectOk(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '100.00000001' }));
      // fee = 2.0000000002 rounded up = 2.00000001; received = 98 × 1
      expect(order).toMatchObject({ id: expect.stringMatching(/^cvo_/), fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '100.00000001', fee: '2.00000001', rate: '1', toAmount: '98', status: 'SUCCESS' });
      expect(await available(platform, member.token, 'CASH_POINT')).toBe('49899.99999999');
      expect(await available(platform, member.token, 'USDT_POINT')).toBe('98');
      const records = await recordsOf(platform, member.token);
      expect(records.slice(0, 3).map((r) => [r.coinName, r.recordType, r.amount, r.status]).sort()).toEqual(
        [
          ['CASH_POINT', 'CONVERT', '-98', 'SUCCESS'],
          ['CASH_POINT', 'CONVERT_FEE', '-2.00000001', 'SUCCESS'],
          ['USDT_POINT', 'CONVERT', '98', 'SUCCESS'],
        ].sort(),
      );
      expect(new Set(records.slice(0, 3).map((r) => r.transactionNumber)).size).toBe(1);
      // The remark's parts come structured, so a client words them in the member's language.
      for (const record of records.slice(0, 3)) {
        expect(record.note).toEqual({ kind: 'CONVERT', fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', orderId: order.id });
      }
      const page = expectOk(await api('convertOrderList', { pageSize: 1 }));
      expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 1 });
      expect(page.list[0]).toEqual(order);
      await expectLedgerClean(platform);
    });

    await step('quotes a convert as the convert then does it: fee up, credit down, whether it waits for review; a quote changes nothing', async () => {
      const before = await snapshot(platform, member.token);
      const quoted = expectOk(await api('convertQuote', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '100.00000001' }));
      expect(quoted).toEqual({
        fromCoin: 'CASH_POINT',
        toCoin: 'USDT_POINT',
        rate: '1',
        feeRatio: '0.02',
        minAmount: '10',
        reviewAbove: '10000',
        enabled: true,
        amount: '100.00000001',
        fee: '2.00000001',
        toAmount: '98',
        belowMinimum: false,
        heldForReview: false,
      });
      expect(await snapshot(platform, member.token)).toEqual(before);
      expect(expectOk(await api('convertQuote', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '10000.00000001' })).heldForReview).toBe(true);
      expect(expectOk(await api('convertQuote', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '9.99999999' })).belowMinimum).toBe(true);
      expectRefused(await api('convertQuote', { fromCoin: 'USDT_POINT', toCoin: 'GMT', amount: '20' }), 'CONVERT_PAIR_UNAVAILABLE');
      expectRefused(await api('convertQuote', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '1.123456789' }), 'INVALID_AMOUNT');
    });

    await step('refuses bad amounts, small amounts, unknown or disabled pairs and overdrafts, changing nothing', async () => {
      const before = await snapshot(platform, member.token);
      const orders = expectOk(await api('convertOrderList')).total;
      for (const amount of ['0', '-5', 'abc', '1.123456789', '1e3', '']) {
        const answer = await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount });
        if (amount === '') expectBadRequest(answer);
        else expectRefused(answer, 'INVALID_AMOUNT');
      }
      const small = await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '9.99999999' });
      expectRefused(small, 'AMOUNT_BELOW_MINIMUM');
      expect(small.msg).toContain('10');
      expectRefused(await api('convert', { fromCoin: 'USDT_POINT', toCoin: 'GMT', amount: '20' }), 'CONVERT_PAIR_UNAVAILABLE');
      expectRefused(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'CASH_POINT', amount: '20' }), 'CONVERT_PAIR_UNAVAILABLE');
      expectBadRequest(await api('convert', { fromCoin: 'DOGE', toCoin: 'CASH_POINT', amount: '20' }));
      expectBadRequest(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'GMT' }));
      expectRefused(await api('convert', { fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', amount: '100.00000001' }), 'INSUFFICIENT_BALANCE');
      await platform.admin('convert-config/set', { fromCoin: 'CASH_POINT', toCoin: 'GMT', enabled: false });
      expectRefused(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'GMT', amount: '20' }), 'CONVERT_PAIR_UNAVAILABLE');
      expect((expectOk(await api('convertConfigList')) as Loose[]).some((p) => p.toCoin === 'GMT' && p.fromCoin === 'CASH_POINT')).toBe(false);
      await platform.admin('convert-config/set', { fromCoin: 'CASH_POINT', toCoin: 'GMT', enabled: true });
      expect(await snapshot(platform, member.token)).toEqual(before);
      expect(expectOk(await api('convertOrderList')).total).toBe(orders);
    });

    await step('a double submit with one requestId converts once', async () => {
      const before = await available(platform, member.token, 'BONUS_POINT');
      const body = { fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', amount: '20', requestId: 'convert-once-1' };
      const first = expectOk(await api('convert', body));
      const second = expectOk(await api('convert', body));
      expect(second).toEqual(first);
      expect(await available(platform, member.token, 'BONUS_POINT')).toBe(String(Number(before) - 20));
      expect(first).toMatchObject({ fee: '1', toAmount: '19' });
    });

    await step('above the review threshold the amount is frozen; the member can cancel and gets it back', async () => {
      const before = await snapshot(platform, member.token);
      const order = expectOk(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'INSURANCE_POINT', amount: '12000' }));
      expect(order).toMatchObject({ status: 'PENDING', fee: '0', toAmount: '12000' });
      const during = await snapshot(platform, member.token);
      expect(during['CASH_POINT/available']).toBe(String(Number(before['CASH_POINT/available']) - 12000));
      expect(during['CASH_POINT/frozen']).toBe('12000');
      expect(during['INSURANCE_POINT/available']).toBe('0');
      expect((await recordsOf(platform, member.token, { recordType: 'CONVERT' }))[0]).toMatchObject({ coinName: 'CASH_POINT', amount: '-12000', status: 'PENDING' });

      const other = await signedInMember(platform);
      expectRefused(await convertApi(platform, other, 'cancelConvert', { id: order.id }), 'CONVERT_ORDER_NOT_FOUND');
      expect(expectOk(await api('cancelConvert', { id: order.id }))).toMatchObject({ id: order.id, status: 'CANCELLED' });
      expect(await snapshot(platform, member.token)).toEqual(before);
      expectRefused(await api('cancelConvert', { id: order.id }), 'CONVERT_NOT_PENDING');
      expect((await recordsOf(platform, member.token, { recordType: 'CONVERT' }))[0]).toMatchObject({ amount: '-12000', status: 'CANCELLED' });
      expectRefused(await adminCall(platform, 'convert/approve', { id: order.id }, platform.adminToken), 'CONVERT_NOT_PENDING');
      await expectLedgerClean(platform);
    });

    await step('the operator approves or rejects a pending convert', async () => {
      const before = await snapshot(platform, member.token);
      const approved = expectOk(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '10001' }));
      const rejected = expectOk(await api('convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '10002' }));
      const pending = await platform.admin<Loose>('convert/list', { status: 'PENDING' });
      expect(pending.list.map((o: Loose) => o.id).sort()).toEqual([rejected.id, approved.id].sort());
      expect(pending.list.every((o: Loose) => o.userName === member.userName)).toBe(true);

      expect(await platform.admin('convert/approve', { id: approved.id })).toMatchObject({ status: 'SUCCESS', fee: '200.02', toAmount: '9800.98' });
      expect(await platform.admin('convert/reject', { id: rejected.id, reason: 'please split the amount' })).toMatchObject({ status: 'REJECTED', reason: 'please split the amount' });
      const after = await snapshot(platform, member.token);
      expect(after['CASH_POINT/available']).toBe(String(Number(before['CASH_POINT/available']) - 10001));
      expect(after['CASH_POINT/frozen']).toBe('0');
      expect(Number(after['USDT_POINT/available'])).toBeCloseTo(Number(before['USDT_POINT/available']) + 9800.98, 8);
      const records = (await recordsOf(platform, member.token)).filter((r) => r.recordType.startsWith('CONVERT')).slice(0, 5);
      expect(records.map((r) => [r.coinName, r.recordType, r.amount, r.status])).toEqual(
        expect.arrayContaining([
          ['USDT_POINT', 'CONVERT', '9800.98', 'SUCCESS'],
          ['CASH_POINT', 'CONVERT', '-9800.98', 'SUCCESS'],
          ['CASH_POINT', 'CONVERT_FEE', '-200.02', 'SUCCESS'],
          ['CASH_POINT', 'CONVERT', '-9801.96', 'REJECTED'],
          ['CASH_POINT', 'CONVERT_FEE', '-200.04', 'REJECTED'],
        ]),
      );
      expect((await platform.admin<Loose>('convert/list', { status: 'PENDING' })).total).toBe(0);
      await expectLedgerClean(platform);
    });

    await step('the operator lists and sets pairs', async () => {
      expect(await platform.admin('convert-config/set', { fromCoin: 'USDT_POINT', toCoin: 'GMT', rate: '2.5', minAmount: '1', reviewAbove: null })).toEqual({
        fromCoin: 'USDT_POINT',
        toCoin: 'GMT',
        rate: '2.5',
        feeRatio: '0',
        minAmount: '1',
        reviewAbove: null,
        enabled: true,
      });
      expectRefused(await adminCall(platform, 'convert-config/set', { fromCoin: 'USDT_POINT', toCoin: 'BONUS_POINT', rate: '1' }, platform.adminToken), 'VALIDATION');
      expectRefused(await adminCall(platform, 'convert-config/set', { fromCoin: 'USDT_POINT', toCoin: 'GMT', feeRatio: '1' }, platform.adminToken), 'VALIDATION');
      expect(expectOk(await api('convert', { fromCoin: 'USDT_POINT', toCoin: 'GMT', amount: '4' }))).toMatchObject({ toAmount: '10', status: 'SUCCESS' });
      expect((await platform.admin<Loose[]>('convert-config/list')).length).toBe(9);
    });
  });
});

describeOnPostgres('convert on PostgreSQL, concurrently', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  it('30 parallel converts from one balance never overdraw it', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '255');
    const pairs = ['USDT_POINT', 'GMT', 'ASSETS_POINT'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => convertApi(platform, member, 'convert', { fromCoin: 'CASH_POINT', toCoin: pairs[i % 3], amount: '25' })),
    );
    expect(answers.filter((a) => a.code === 20000)).toHaveLength(10);
    expect(answers.filter((a) => a.reason === 'INSUFFICIENT_BALANCE')).toHaveLength(20);
    expect(await available(platform, member.token, 'CASH_POINT')).toBe('5');
    expect(expectOk(await convertApi(platform, member, 'convertOrderList')).total).toBe(10);
    await expectLedgerClean(platform);
  });

  it('parallel duplicates with one requestId convert once, and cancel races approve once', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '30000');
    const body = { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '100', requestId: 'parallel-convert-1' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => convertApi(platform, member, 'convert', body)));
    expect(new Set(answers.map((a) => expectOk(a).id)).size).toBe(1);
    expect(await available(platform, member.token, 'CASH_POINT')).toBe('29900');

    const order = expectOk(await convertApi(platform, member, 'convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '20000' }));
    const [cancel, approve] = await Promise.all([
      convertApi(platform, member, 'cancelConvert', { id: order.id }),
      adminCall(platform, 'convert/approve', { id: order.id }, platform.adminToken),
    ]);
    const outcomes = [cancel.code === 20000 ? 'cancelled' : cancel.reason, approve.data.status === 'SUCCESS' ? 'approved' : approve.reason].sort();
    expect([['CONVERT_NOT_PENDING', 'cancelled'].sort(), ['CONVERT_NOT_PENDING', 'approved'].sort()]).toContainEqual(outcomes);
    const after = await snapshot(platform, member.token);
    expect(after['CASH_POINT/frozen']).toBe('0');
    await expectLedgerClean(platform);
  });
});
