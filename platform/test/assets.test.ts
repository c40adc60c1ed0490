import { CLEAN } from './money-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { memberFlow } from './flows.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import {
  adminCall,
  call,
  count,
  expectBadRequest,
  expectOk,
  expectRefused,
  expectUnauthenticated,
  HOUR,
  login,
  registerMember,
  TestClock,
  type Loose,
  type Member,
} from './helpers.ts';

const CREDITS = ['CASH_POINT', 'BONUS_POINT', 'ASSETS_POINT', 'INSURANCE_POINT', 'GMT', 'USDT_POINT', 'WITHDRAWAL_POINT'];

let platform: TestPlatform;
const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(async () => {
  await platform?.close();
});

const assets = async (token: string) => expectOk(await call(platform, '/api/app/assets/assetsList', {}, { token })) as Loose[];
const records = (token: string, filter: Record<string, unknown> = {}) => call(platform, '/api/app/assets/assetsRecordList', filter, { token });
const adjust = (userName: string, coinName: string, direction: string, amount: unknown) =>
  adminCall(platform, 'members/adjust', { userName, coinName, direction, amount }, platform.adminToken);

async function balance(token: string, coin: string): Promise<string> {
  return (await assets(token)).find((a) => a.coinName === coin).assetsAvailable;
}

describe('balances and adjustments', () => {
  let member: Member;
  let token: string;
  beforeAll(async () => {
    member = await registerMember(platform);
    token = await login(platform, member);
  });

  // Each adjustment's balance and record count is what the one before left: one story.
  it('one member’s CASH_POINT in order: zero, adjusted in, out, refused beyond the balance, down to zero', { timeout: storyTimeout(5) }, async () => {
    await step('a new member holds the seven credits at zero', async () => {
      expect(await assets(token)).toEqual(CREDITS.map((coinName) => ({ coinName, assetsAvailable: '0', assetsFrozen: '0', assetsLocked: '0' })));
      const page = expectOk(await records(token));
      expect(page).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    });

    await step('an adjust in raises the balance and leaves one ADJUST_IN record', async () => {
      // The file's clock is shared: the record list's setup may have moved it on already.
      const now = clock.now().toISOString();
      const result = await adjust(member.userName, 'CASH_POINT', 'in', '100.5');
      expect(result.status).toBe(200);
      expect(result.data).toEqual({
        transactionNumber: expect.stringMatching(/^txn_/),
        receiptNumber: expect.stringMatching(new RegExp(`^R${now.slice(0, 10).replaceAll('-', '')}\\d{10}$`)),
        balance: '100.5',
      });
      expect(await balance(token, 'CASH_POINT')).toBe('100.5');
      expect((await assets(token)).filter((a) => a.coinName !== 'CASH_POINT').every((a) => a.assetsAvailable === '0')).toBe(true);

      const page = expectOk(await records(token));
      expect(page.total).toBe(1);
      expect(page.list[0]).toEqual({
        id: expect.stringMatching(/^rec_/),
        receiptNumber: result.data.receiptNumber,
        transactionNumber: result.data.transactionNumber,
        coinName: 'CASH_POINT',
        recordType: 'ADJUST_IN',
        recordTypeName: 'Adjust in',
        amount: '100.5',
        fee: '0',
        actualAmount: '100.5',
        status: 'SUCCESS',
        reason: null,
        hash: null,
        remark: null,
        // No remark, yet still worded for the member: an operator's adjustment.
        note: { kind: 'ADJUSTMENT' },
        createdAt: now,
      });
    });

    await step('an adjust out lowers the balance and leaves one ADJUST_OUT record', async () => {
      clock.advance(1000);
      const result = await adjust(member.userName, 'CASH_POINT', 'out', '30.25');
      expect(result.data.balance).toBe('70.25');
      expect(await balance(token, 'CASH_POINT')).toBe('70.25');
      const page = expectOk(await records(token, { recordType: 'ADJUST_OUT' }));
      expect(page.list).toEqual([
        expect.objectContaining({
          recordType: 'ADJUST_OUT',
          recordTypeName: 'Adjust out',
          amount: '-30.25',
          actualAmount: '-30.25',
          receiptNumber: result.data.receiptNumber,
          transactionNumber: result.data.transactionNumber,
        }),
      ]);
    });

    await step('refuses an adjust out beyond the balance and changes nothing', async () => {
      const before = { records: await count(platform, 'asset_records'), entries: await count(platform, 'ledger_entries') };
      const refused = await adjust(member.userName, 'CASH_POINT', 'out', '70.25000001');
      expect({ status: refused.status, code: refused.code, reason: refused.reason, msg: refused.msg }).toEqual({
        status: 200,
        code: 9001,
        reason: 'INSUFFICIENT_BALANCE',
        msg: expect.stringMatching(/balance/i),
      });
      expectRefused(await adjust(member.userName, 'BONUS_POINT', 'out', '1'), 'INSUFFICIENT_BALANCE');
      expect(await balance(token, 'CASH_POINT')).toBe('70.25');
      expect({ records: await count(platform, 'asset_records'), entries: await count(platform, 'ledger_entries') }).toEqual(before);
      expect(expectOk(await records(token)).total).toBe(2);
    });

    await step('takes out exactly the balance, down to zero', async () => {
      clock.advance(1000);
      expect((await adjust(member.userName, 'CASH_POINT', 'out', '70.25')).data.balance).toBe('0');
      expect(await balance(token, 'CASH_POINT')).toBe('0');
      clock.advance(1000);
      expect((await adjust(member.userName, 'CASH_POINT', 'in', '0.00000001')).data.balance).toBe('0.00000001');
      expect((await adjust(member.userName, 'USDT_POINT', 'in', '12345678901234.12345678')).data.balance).toBe('12345678901234.12345678');
      expect(await balance(token, 'USDT_POINT')).toBe('12345678901234.12345678');
    });
  });

  it.each(['0', '0.00000000', '-1', '1.123456789', 'abc', '1e3', ' 5', 'NaN', 'Infinity', '0x10'])(
    'refuses the amount %j and changes nothing',
    async (amount) => {
    const before = { records: await count(platform, 'asset_records'), balance: await balance(token, 'GMT') };
    for (const direction of ['in', 'out'] as const) {
      const refused = await adjust(member.userName, 'GMT', direction, amount);
      expectRefused(refused, 'INVALID_AMOUNT');
    }
    expect({ records: await count(platform, 'asset_records'), balance: await balance(token, 'GMT') }).toEqual(before);
    },
  );

  it('refuses an amount that is not a string, an unknown credit or direction (400), and an unknown member', async () => {
    expectBadRequest(await adjust(member.userName, 'GMT', 'in', 5));
    expectBadRequest(await adjust(member.userName, 'GMT', 'in', ''));
    expectBadRequest(await adjust(member.userName, 'GOLD', 'in', '5'));
    expectBadRequest(await adjust(member.userName, 'GMT', 'sideways', '5'));
    expectRefused(await adjust('no-such-member', 'GMT', 'in', '5'), 'MEMBER_NOT_FOUND');
    expect(await balance(token, 'GMT')).toBe('0');
  });

  it('the ledger reconciles', async () => {
    expect(await platform.admin('ledger/check')).toEqual(CLEAN);
  });

  it('asks for a session', async () => {
    expectUnauthenticated(await call(platform, '/api/app/assets/assetsList', {}), 'NO_TOKEN');
    expectUnauthenticated(await call(platform, '/api/app/assets/assetsRecordList', {}), 'NO_TOKEN');
    expectUnauthenticated(await call(platform, '/api/app/assets/recordTypeList', {}), 'NO_TOKEN');
  });
});

describe('record list', () => {
  let member: Member;
  let token: string;
  const times: Record<string, string> = {};

  beforeAll(async () => {
    member = await registerMember(platform);
    token = await login(platform, member);
    // 25 movements, one an hour: CASH in (13), BONUS in (6), CASH out (6).
    for (let i = 0; i < 25; i++) {
      clock.advance(HOUR);
      const [coin, direction] = i % 4 === 1 ? ['BONUS_POINT', 'in'] : i % 4 === 3 ? ['CASH_POINT', 'out'] : ['CASH_POINT', 'in'];
      const result = await adjust(member.userName, coin!, direction!, String(i + 1));
      expect(result.code, JSON.stringify(result.raw)).toBeUndefined();
      times[i] = clock.now().toISOString();
    }
    // Logging in again: the session went idle while the clock moved.
    token = await login(platform, member);
  });

  it('lists newest first, 20 by default, with the total', async () => {
    const page = expectOk(await records(token));
    expect({ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, length: page.list.length }).toEqual({ total: 25, pageNum: 1, pageSize: 20, length: 20 });
    expect(page.list[0].createdAt).toBe(times[24]);
    expect(page.list[0].amount).toBe('25');
    const created = page.list.map((r: Loose) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('pages through every record once', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(async (pageNum) => expectOk(await records(token, { pageNum, pageSize: 10 }))));
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 5, 0]);
    expect(pages.every((p) => p.total === 25 && p.pageSize === 10)).toBe(true);
    expect(pages.map((p) => p.pageNum)).toEqual([1, 2, 3, 4]);
    const ids = pages.flatMap((p) => p.list.map((r: Loose) => r.id));
    expect(new Set(ids).size).toBe(25);
  });

  it('filters by credit and by record type', async () => {
    const cash = expectOk(await records(token, { coinName: 'CASH_POINT', pageSize: 100 }));
    expect(cash.total).toBe(19);
    expect(cash.list.every((r: Loose) => r.coinName === 'CASH_POINT')).toBe(true);
    const bonus = expectOk(await records(token, { coinName: 'BONUS_POINT' }));
    expect(bonus.total).toBe(6);
    const out = expectOk(await records(token, { recordType: 'ADJUST_OUT' }));
    expect(out.total).toBe(6);
    expect(out.list.every((r: Loose) => r.recordType === 'ADJUST_OUT' && r.amount.startsWith('-'))).toBe(true);
    const cashIn = expectOk(await records(token, { coinName: 'CASH_POINT', recordType: 'ADJUST_IN' }));
    expect(cashIn.total).toBe(13);
    const none = expectOk(await records(token, { coinName: 'GMT' }));
    expect(none).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    expect(expectOk(await records(token, { recordType: 'DEPOSIT' })).total).toBe(0);
  });

  it('filters by time: start inclusive, end exclusive', async () => {
    const range = expectOk(await records(token, { startTime: times[5], endTime: times[10] }));
    expect(range.total).toBe(5);
    expect(range.list.map((r: Loose) => r.createdAt)).toEqual([times[9], times[8], times[7], times[6], times[5]]);
    expect(expectOk(await records(token, { startTime: times[24] })).total).toBe(1);
    expect(expectOk(await records(token, { endTime: times[0] })).total).toBe(0);
    expect(expectOk(await records(token, { startTime: times[10], endTime: times[10] })).total).toBe(0);
    // Combined with a credit; the time may carry an offset.
    const offset = new Date(times[3]!).toISOString().replace('Z', '+00:00');
    const cashOut = expectOk(await records(token, { coinName: 'CASH_POINT', recordType: 'ADJUST_OUT', startTime: offset }));
    expect(cashOut.total).toBe(6);
  });

  it('filters by status and finds a record by the start of its transaction or receipt number', async () => {
    expect(expectOk(await records(token, { status: 'SUCCESS' })).total).toBe(25);
    expect(expectOk(await records(token, { status: 'PENDING_REVIEW' })).total).toBe(0);
    const [first, second] = expectOk(await records(token, { pageSize: 2 })).list as Loose[];
    const byNumber = expectOk(await records(token, { search: first.transactionNumber }));
    expect(byNumber.list.map((r: Loose) => r.id)).toEqual([first.id]);
    // The start of a number, in either case, with spaces around it.
    const byPrefix = expectOk(await records(token, { search: ` ${second.transactionNumber.slice(0, -2).toUpperCase()} ` }));
    expect(byPrefix.list.map((r: Loose) => r.id)).toContain(second.id);
    expect(expectOk(await records(token, { search: first.receiptNumber })).list.map((r: Loose) => r.id)).toEqual([first.id]);
    // LIKE's wildcards are plain characters.
    expect(expectOk(await records(token, { search: '%' })).total).toBe(0);
    expect(expectOk(await records(token, { search: '_' })).total).toBe(0);
    expect(expectOk(await records(token, { search: 'nothing-like-it' })).total).toBe(0);
  });

  it('refuses bad paging and filters with 400', async () => {
    for (const filter of [
      { pageSize: 101 },
      { pageSize: 0 },
      { pageNum: 0 },
      { pageNum: 1.5 },
      { pageSize: '10' },
      { coinName: 'GOLD' },
      { recordType: 'NOPE' },
      { startTime: 'yesterday' },
      { endTime: '2030-13-01T00:00:00Z' },
      { status: 'DONE' },
      { search: '' },
      { search: 'x'.repeat(101) },
    ]) {
      expectBadRequest(await records(token, filter));
    }
    expect(expectOk(await records(token, { pageSize: 100 })).list).toHaveLength(25);
  });

  it('shows a member only their own records', async () => {
    const other = await registerMember(platform);
    const otherToken = await login(platform, other);
    expect(expectOk(await records(otherToken)).total).toBe(0);
  });

  it('heads a records export in the caller language, one column per record field', async () => {
    const columns = (locale?: string) => call(platform, '/api/app/assets/recordsExportColumns', {}, { token, ...(locale ? { locale } : {}) });
    const english = expectOk(await columns()) as { key: string; label: string }[];
    expect(english.map((c) => c.key)).toEqual(['createdAt', 'receiptNumber', 'transactionNumber', 'coinName', 'recordType', 'amount', 'fee', 'actualAmount', 'status', 'reason', 'remark', 'hash']);
    expect(english[0]!.label).toBe('Time (UTC)');
    const korean = expectOk(await columns('ko-KP')) as { key: string; label: string }[];
    expect(korean.map((c) => c.key)).toEqual(english.map((c) => c.key));
    expect(korean.find((c) => c.key === 'fee')!.label).toBe('수수료');
    expectUnauthenticated(await call(platform, '/api/app/assets/recordsExportColumns', {}), 'NO_TOKEN');
  });

  it('names the record types in the caller language', async () => {
    const english = expectOk(await call(platform, '/api/app/assets/recordTypeList', {}, { token })) as { recordType: string; name: string }[];
    const chinese = expectOk(await call(platform, '/api/app/assets/recordTypeList', {}, { token, locale: 'zh-CN' })) as { recordType: string; name: string }[];
    expect(english.map((r) => r.recordType)).toEqual(chinese.map((r) => r.recordType));
    expect(english.length).toBeGreaterThanOrEqual(40);
    for (const type of ['DEPOSIT', 'WITHDRAW', 'ADJUST_IN', 'ADJUST_OUT', 'TRANSFER', 'CONVERT', 'CLAIM', 'OTC_BUY', 'PIN_TRANSFER', 'PROFIT_SHARING', 'GAS_FEE']) {
      expect(english.map((r) => r.recordType)).toContain(type);
    }
    expect(english.find((r) => r.recordType === 'DEPOSIT')!.name).toBe('Deposit');
    expect(chinese.find((r) => r.recordType === 'DEPOSIT')!.name).toBe('充值');
    const japanese = expectOk(await call(platform, '/api/app/assets/recordTypeList', {}, { token, locale: 'ja-JP' })) as { name: string }[];
    expect(japanese.filter((r, i) => r.name !== english[i]!.name).length).toBeGreaterThan(35);
    // Records carry the name in the caller language too.
    const record = expectOk(await call(platform, '/api/app/assets/assetsRecordList', { recordType: 'ADJUST_OUT' }, { token, locale: 'zh-CN' })).list[0];
    expect(record.recordTypeName).toBe('调账扣减');
  });
});

describe('the whole member flow', () => {
  it('runs on PGlite', async () => {
    await memberFlow(platform);
  });
});
