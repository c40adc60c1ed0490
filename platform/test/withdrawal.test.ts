import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectBadRequest, expectOk, expectRefused, HOUR, MINUTE, TestClock, type Loose, usePlatformOnPostgres, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';

const COIN = 'WITHDRAWAL_POINT';
const rid = () => `req-${randomBytes(6).toString('hex')}`;

/** A bound BEP20 address (written straight into the address domain's table), usable from `usableFrom`. */
async function bindAddress(platform: TestPlatform, memberId: string, usableFrom: Date): Promise<string> {
  const id = `wad_test${randomBytes(6).toString('hex')}`;
  await platform.db
    .insertInto('withdrawal_addresses')
    .values({ id, member_id: memberId, type: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, usable_from: usableFrom })
    .execute();
  return id;
}

async function bindBankAccount(platform: TestPlatform, memberId: string): Promise<string> {
  const id = `bnk_test${randomBytes(6).toString('hex')}`;
  await platform.db
    .insertInto('member_bank_accounts')
    .values({ id, member_id: memberId, bank_name: 'Member Bank', account_name: 'A Member', account_number: `8800 ${Date.now() % 100000}` })
    .execute();
  return id;
}

const balancesOf = async (platform: TestPlatform, member: SignedIn) => {
  const all = await snapshot(platform, member.token);
  return { available: all[`${COIN}/available`], frozen: all[`${COIN}/frozen`] };
};

describe('withdrawals', () => {
  // 2030-06-01 23:30 GMT+8: half an hour before the day changes.
  const clock = new TestClock(new Date('2030-06-01T15:30:00.000Z'));
  let platform: TestPlatform;
  let member: SignedIn;
  let addressId: string;
  let bankAccountId: string;

  const bsc = (data: Record<string, unknown>, who = member) => call(platform, '/api/app/withdrawal/bscWithdrawal', data, { token: who.token });
  const bank = (data: Record<string, unknown>, who = member) => call(platform, '/api/app/withdrawal/withdrawal', data, { token: who.token });
  const operator = (id: string, action: string, extra: Record<string, unknown> = {}) => adminCall(platform, 'withdrawals/transition', { id, action, ...extra }, platform.adminToken);

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { WITHDRAWAL_FEE: '2', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000', SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720' } });
    member = await signedInMember(platform);
    await credit(platform, member.userName, COIN, '500');
    addressId = await bindAddress(platform, member.userId, new Date(clock.now().getTime() - HOUR));
    bankAccountId = await bindBankAccount(platform, member.userId);
  });
  afterAll(() => platform?.close());

  // One member, one clock and one withdrawal a day: each step's balances and daily quota are what the
  // steps before left, so it is one story.
  it('one member’s withdrawals through two GMT+8 days, in order: the rules, refusals, one paid, the next day’s cancelled, rejected and failed', { timeout: storyTimeout(8) }, async () => {
    let first: Loose;
    await step('shows the rules and the confirm-screen figures', async () => {
      const config = expectOk(await call(platform, '/api/app/withdrawal/configList', {}, { token: member.token, locale: 'zh-CN' })) as Loose[];
      expect(config.map((c) => c.type)).toEqual(['CHAIN', 'BANK']);
      expect(config[0]).toMatchObject({ coinName: COIN, feeType: 'FIXED', fee: '2', minAmount: '10', maxAmount: '1000', multiple: null, dailyLimit: 1 });
      expect(config[0].approvalText).toContain('T+1');
      const info = expectOk(await call(platform, '/api/app/withdrawal/withdrawalInfo', { amount: '100' }, { token: member.token }));
      expect(info).toMatchObject({
        available: '500',
        amount: '100',
        fee: '2',
        actualAmount: '98',
        usedToday: 0,
        quotaFree: true,
        quotaResetsAt: '2030-06-01T16:00:00.000Z',
        approvalDate: '2030-06-02',
      });
    });

    await step('refuses a wrong transaction password, bad amounts, unknown or cooling destinations, changing nothing', async () => {
      const before = await snapshot(platform, member.token);
      expectRefused(await bsc({ addressId, amount: '100', transactionPassword: 'wrong-password' }), 'WRONG_TRANSACTION_PASSWORD');
      expectRefused(await bank({ bankAccountId, amount: '100', transactionPassword: 'wrong-password' }), 'WRONG_TRANSACTION_PASSWORD');
      const tp = member.transactionPassword;
      expectRefused(await bsc({ addressId, amount: '9.99', transactionPassword: tp }), 'AMOUNT_BELOW_MINIMUM');
      expectRefused(await bsc({ addressId, amount: '1000.00000001', transactionPassword: tp }), 'AMOUNT_ABOVE_MAXIMUM');
      for (const amount of ['0', '-5', '1.123456789', 'ten']) expectRefused(await bsc({ addressId, amount, transactionPassword: tp }), 'INVALID_AMOUNT');
      expectBadRequest(await bsc({ addressId, amount: '100' }));
      expectRefused(await bsc({ addressId, amount: '600', transactionPassword: tp }), 'INSUFFICIENT_BALANCE');
      expectRefused(await bsc({ addressId: 'wad_nope', amount: '100', transactionPassword: tp }), 'WITHDRAWAL_ADDRESS_NOT_FOUND');
      const cooling = await bindAddress(platform, member.userId, new Date(clock.now().getTime() + HOUR));
      expectRefused(await bsc({ addressId: cooling, amount: '100', transactionPassword: tp }), 'WITHDRAWAL_ADDRESS_COOLING');
      expectRefused(await bank({ bankAccountId: 'bnk_nope', amount: '100', transactionPassword: tp }), 'BANK_ACCOUNT_NOT_FOUND');
      // Someone else's address is not yours.
      const stranger = await signedInMember(platform);
      await credit(platform, stranger.userName, COIN, '100');
      expectRefused(await bsc({ addressId, amount: '50', transactionPassword: stranger.transactionPassword }, stranger), 'WITHDRAWAL_ADDRESS_NOT_FOUND');
      expect(await snapshot(platform, member.token)).toEqual(before);
      expect(expectOk(await call(platform, '/api/app/withdrawal/withdrawalOrderList', {}, { token: member.token })).total).toBe(0);
    });

    await step('freezes the amount at request, allows one per GMT+8 day, and one order per requestId', async () => {
      const requestId = rid();
      first = expectOk(await bsc({ addressId, amount: '100', transactionPassword: member.transactionPassword, requestId }));
      expect(first).toMatchObject({ type: 'CHAIN', coinName: COIN, amount: '100', fee: '2', actualAmount: '98', addressType: 'BEP20', status: 'PENDING_REVIEW', approvalDate: '2030-06-02' });
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '100' });
      // The same requestId again: the same order, nothing more frozen.
      expect(expectOk(await bsc({ addressId, amount: '100', transactionPassword: member.transactionPassword, requestId })).id).toBe(first.id);
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '100' });

      const before = await snapshot(platform, member.token);
      const second = await bank({ bankAccountId, amount: '50', transactionPassword: member.transactionPassword });
      expectRefused(second, 'WITHDRAWAL_DAILY_LIMIT');
      expect(second.msg).toContain('00:00 (GMT+8)');
      expect(await snapshot(platform, member.token)).toEqual(before);
      const info = expectOk(await call(platform, '/api/app/withdrawal/withdrawalInfo', {}, { token: member.token }));
      expect(info).toMatchObject({ usedToday: 1, quotaFree: false, quotaResetsAt: '2030-06-01T16:00:00.000Z', available: '400' });
    });

    await step('refuses transitions the table does not allow', async () => {
      const before = await snapshot(platform, member.token);
      expectRefused(await operator(first.id, 'pay'), 'ORDER_STATE_INVALID');
      expectRefused(await operator(first.id, 'succeed'), 'ORDER_STATE_INVALID');
      expectRefused(await operator(first.id, 'fail', { reason: 'x' }), 'ORDER_STATE_INVALID');
      expectRefused(await operator(first.id, 'notReceived'), 'ORDER_STATE_INVALID');
      expectRefused(await call(platform, '/api/app/withdrawal/reportNotReceived', { id: first.id }, { token: member.token }), 'ORDER_STATE_INVALID');
      expectBadRequest(await operator(first.id, 'cancel'));
      expectRefused(await operator(first.id, 'reject'), 'VALIDATION');
      expectRefused(await operator('wdr_nope', 'approve'), 'WITHDRAWAL_ORDER_NOT_FOUND');
      expect(await snapshot(platform, member.token)).toEqual(before);
    });

    await step('pays out: frozen leaves, the fee is its own record, the record shows amount, fee and actual amount', async () => {
      expect((await platform.admin<Loose[]>('withdrawals/list', { pending: true })).map((o) => o.id)).toContain(first.id);
      expect(await platform.admin<Loose>('withdrawals/transition', { id: first.id, action: 'approve' })).toMatchObject({ status: 'APPROVED' });
      // Approved: too late for the member to cancel.
      expectRefused(await call(platform, '/api/app/withdrawal/cancelWithdrawal', { id: first.id }, { token: member.token }), 'ORDER_STATE_INVALID');
      const paid = await platform.admin<Loose>('withdrawals/transition', { id: first.id, action: 'pay', payoutHash: `0x${'ab'.repeat(32)}` });
      expect(paid).toMatchObject({ status: 'SUCCESS', amount: '100', fee: '2', actualAmount: '98', payoutHash: `0x${'ab'.repeat(32)}` });
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '0' });
      const withdraw = await recordsOf(platform, member.token, { recordType: 'WITHDRAW' });
      expect(withdraw).toHaveLength(1);
      expect(withdraw[0]).toMatchObject({ coinName: COIN, amount: '-100', fee: '2', actualAmount: '98', status: 'SUCCESS', hash: `0x${'ab'.repeat(32)}` });
      const fee = await recordsOf(platform, member.token, { recordType: 'WITHDRAWAL_FEE' });
      expect(fee).toHaveLength(1);
      expect(fee[0]).toMatchObject({ amount: '-2', transactionNumber: withdraw[0].transactionNumber });

      // Paid is final, except for the dispute flag.
      expectRefused(await operator(first.id, 'pay'), 'ORDER_STATE_INVALID');
      expectRefused(await operator(first.id, 'reject', { reason: 'x' }), 'ORDER_STATE_INVALID');
      // The member reports it never arrived; only their own paid order, once.
      const report = (id: string, who = member) => call(platform, '/api/app/withdrawal/reportNotReceived', { id }, { token: who.token });
      const stranger = await signedInMember(platform);
      expectRefused(await report(first.id, stranger), 'WITHDRAWAL_ORDER_NOT_FOUND');
      expect(expectOk(await report(first.id))).toMatchObject({ id: first.id, status: 'NOT_RECEIVED' });
      expectRefused(await report(first.id), 'ORDER_STATE_INVALID');
      expectRefused(await operator(first.id, 'notReceived'), 'ORDER_STATE_INVALID');
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '0' });
      const lists = expectOk(await call(platform, '/api/app/withdrawal/bscWithdrawalOrderList', {}, { token: member.token }));
      expect(lists.list[0]).toMatchObject({ id: first.id, status: 'NOT_RECEIVED' });
      expect(expectOk(await call(platform, '/api/app/withdrawal/withdrawalBankOrderList', {}, { token: member.token })).total).toBe(0);
      await expectLedgerClean(platform);
    });

    await step('allows the next withdrawal after 00:00 GMT+8; a member cancel returns it and frees the day', async () => {
      clock.advance(29 * MINUTE); // 23:59 GMT+8
      expectRefused(await bank({ bankAccountId, amount: '50', transactionPassword: member.transactionPassword }), 'WITHDRAWAL_DAILY_LIMIT');
      clock.advance(1 * MINUTE); // 00:00 GMT+8, 2 June
      const order = expectOk(await bank({ bankAccountId, amount: '50', transactionPassword: member.transactionPassword }));
      expect(order).toMatchObject({ type: 'BANK', bankName: 'Member Bank', accountName: 'A Member', status: 'PENDING_REVIEW', approvalDate: '2030-06-03' });
      expect(await balancesOf(platform, member)).toEqual({ available: '350', frozen: '50' });

      const other = await signedInMember(platform);
      expectRefused(await call(platform, '/api/app/withdrawal/cancelWithdrawal', { id: order.id }, { token: other.token }), 'WITHDRAWAL_ORDER_NOT_FOUND');
      expect(expectOk(await call(platform, '/api/app/withdrawal/cancelWithdrawal', { id: order.id }, { token: member.token }))).toMatchObject({ status: 'CANCELLED' });
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '0' });
      expectRefused(await call(platform, '/api/app/withdrawal/cancelWithdrawal', { id: order.id }, { token: member.token }), 'ORDER_STATE_INVALID');
      expect(expectOk(await call(platform, '/api/app/withdrawal/withdrawalInfo', {}, { token: member.token }))).toMatchObject({ usedToday: 0, quotaFree: true });
    });

    await step('returns the amount on rejection, with the reason', async () => {
      const order = expectOk(await bsc({ addressId, amount: '40', transactionPassword: member.transactionPassword }));
      expect(await balancesOf(platform, member)).toEqual({ available: '360', frozen: '40' });
      expect(await platform.admin<Loose>('withdrawals/transition', { id: order.id, action: 'reject', reason: 'address flagged' })).toMatchObject({ status: 'REJECTED', reason: 'address flagged' });
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '0' });
      expectRefused(await operator(order.id, 'approve'), 'ORDER_STATE_INVALID');
    });

    await step('returns the amount when the payout fails, step by step through the payout states', async () => {
      const order = expectOk(await bsc({ addressId, amount: '30', transactionPassword: member.transactionPassword }));
      for (const [action, status] of [['approve', 'APPROVED'], ['payable', 'PAYABLE'], ['send', 'WITHDRAWING']] as const) {
        expect(await platform.admin<Loose>('withdrawals/transition', { id: order.id, action })).toMatchObject({ status });
      }
      expect(await balancesOf(platform, member)).toEqual({ available: '370', frozen: '30' });
      expectRefused(await operator(order.id, 'fail'), 'VALIDATION');
      expect(await platform.admin<Loose>('withdrawals/transition', { id: order.id, action: 'fail', reason: 'chain node rejected it' })).toMatchObject({ status: 'FAILED' });
      expect(await balancesOf(platform, member)).toEqual({ available: '400', frozen: '0' });
      // A failed payout still counts as the day's withdrawal.
      expectRefused(await bsc({ addressId, amount: '30', transactionPassword: member.transactionPassword }), 'WITHDRAWAL_DAILY_LIMIT');
      expect(await recordsOf(platform, member.token, { recordType: 'WITHDRAW' })).toHaveLength(1);
      await expectLedgerClean(platform);
    });
  });
});

describe('withdrawal fee as a ratio', () => {
  it('rounds the fee up to 8 places and refuses an amount not above the fee', async () => {
    const platform = await startTestPlatform({ env: { WITHDRAWAL_FEE: '1.5%', WITHDRAWAL_MIN: '0.00000001' } });
    try {
      const member = await signedInMember(platform);
      await credit(platform, member.userName, COIN, '100');
      const addressId = await bindAddress(platform, member.userId, new Date(Date.now() - HOUR));
      const info = expectOk(await call(platform, '/api/app/withdrawal/withdrawalInfo', { amount: '33.33333333' }, { token: member.token }));
      expect(info).toMatchObject({ feeType: 'RATIO', feeValue: '0.015', fee: '0.5', actualAmount: '32.83333333' });
      const before = await snapshot(platform, member.token);
      expectRefused(await call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '0.00000001', transactionPassword: member.transactionPassword }, { token: member.token }), 'WITHDRAWAL_AMOUNT_NOT_ABOVE_FEE');
      expect(await snapshot(platform, member.token)).toEqual(before);
      const order = expectOk(await call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '33.33333333', transactionPassword: member.transactionPassword }, { token: member.token }));
      expect(order).toMatchObject({ fee: '0.5', actualAmount: '32.83333333' });
    } finally {
      await platform.close();
    }
  });
});

describeOnPostgres('withdrawals on PostgreSQL, concurrently', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started), { env: { WITHDRAWAL_FEE: '1' } });

  it('of many parallel withdrawals of one member, exactly one is accepted and the ledger stays sound', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, COIN, '150');
    const addressId = await bindAddress(platform, member.userId, new Date(Date.now() - HOUR));
    const bankAccountId = await bindBankAccount(platform, member.userId);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '100', transactionPassword: member.transactionPassword, requestId: rid() }, { token: member.token })
          : call(platform, '/api/app/withdrawal/withdrawal', { bankAccountId, amount: '100', transactionPassword: member.transactionPassword, requestId: rid() }, { token: member.token }),
      ),
    );
    expect(answers.filter((a) => a.code === 20000)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== 20000)) expectRefused(answer, 'WITHDRAWAL_DAILY_LIMIT');
    expect(await balancesOf(platform, member)).toEqual({ available: '50', frozen: '100' });
    const orders = expectOk(await call(platform, '/api/app/withdrawal/withdrawalOrderList', {}, { token: member.token }));
    expect(orders.total).toBe(1);

    // The member cancels while the operator rejects, twice each: one wins, the amount returns once.
    const id = orders.list[0].id;
    const race = await Promise.all([
      call(platform, '/api/app/withdrawal/cancelWithdrawal', { id }, { token: member.token }),
      adminCall(platform, 'withdrawals/transition', { id, action: 'reject', reason: 'duplicate' }, platform.adminToken),
      call(platform, '/api/app/withdrawal/cancelWithdrawal', { id }, { token: member.token }),
      adminCall(platform, 'withdrawals/transition', { id, action: 'reject', reason: 'duplicate' }, platform.adminToken),
    ]);
    const won = race.filter((a) => a.status === 200 && (a.code === undefined || a.code === 20000));
    expect(won).toHaveLength(1);
    for (const answer of race.filter((a) => !won.includes(a))) expectRefused(answer, 'ORDER_STATE_INVALID');
    expect(await balancesOf(platform, member)).toEqual({ available: '150', frozen: '0' });
    await expectLedgerClean(platform);
  });
});
