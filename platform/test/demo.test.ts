// Demo mode (DEMO=1; docs/operations.md, "Demo mode"): a fresh installation a person can walk
// through the whole cycle on — a bank channel open, deposits approved after a short wait, and a
// clock the operator moves a day on to see the next profit — and never in production.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadPlatformConfig } from '../src/config.ts';
import { approveWaitingDeposits, approveWaitingWithdrawals, DEMO_BANK_ACCOUNT } from '../src/demo/service.ts';
import { startTestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { call, expectOk, expectRefused, TestClock, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember } from './money-helpers.ts';
import { product, tryAdmin } from './product-helpers.ts';

const APPROVAL_SECONDS = 10;

describe('demo mode', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is refused in production, and off unless asked for', () => {
    expect(() => loadPlatformConfig({ NODE_ENV: 'production', DEMO: '1' })).toThrow(ConfigError);
    expect(() => loadPlatformConfig({ NODE_ENV: 'production', DEMO: '1' })).toThrow(/DEMO: .*refused when NODE_ENV=production/);
    expect(loadPlatformConfig({}).demo).toBeUndefined();
    expect(loadPlatformConfig({ DEMO: '1' }).demo).toEqual({ depositApprovalSeconds: 10 });
  });

  it('outside demo mode says so and will not move the clock', async () => {
    const platform = await startTestPlatform();
    try {
      expect(expectOk(await call(platform, '/api/demo/mode', {}))).toMatchObject({ enabled: false, depositApprovalSeconds: 0, daysAhead: 0 });
      expectRefused(await tryAdmin(platform, 'demo/next-day', {}), 'DEMO_MODE_OFF');
      expect((await platform.admin<Loose[]>('bank/list', {})).length).toBe(0);
    } finally {
      await platform.close();
    }
  });

  it('opens a bank channel, approves deposits and withdrawals after the wait, and moves a day on with the member still signed in', { timeout: storyTimeout(5) }, async () => {
    const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
    const env = { DEMO: '1', DEMO_DEPOSIT_APPROVAL_SECONDS: String(APPROVAL_SECONDS), DATA_DIR: dataDir };
    let platform = await startTestPlatform({ clock, env });
    try {
      const member = await signedInMember(platform);

      await step('a demo bank channel is open for deposits', async () => {
        const channels = await platform.admin<Loose[]>('bank/list', {});
        expect(channels).toEqual([expect.objectContaining({ channelName: DEMO_BANK_ACCOUNT.channelName, names: DEMO_BANK_ACCOUNT.names, missingLanguages: [], currency: 'USD', exchangeRate: '1' })]);
        expect(expectOk(await call(platform, '/api/demo/mode', {}))).toEqual({ enabled: true, depositApprovalSeconds: APPROVAL_SECONDS, today: '2030-06-01', daysAhead: 0 });
      });

      await step('a deposit waits its seconds, then is approved without an operator', async () => {
        expectOk(await call(platform, '/api/app/deposit/deposit', { amount: '100', hash: randomBytes(32).toString('hex'), receiptNumber: 'DEMO-1' }, { token: member.token }));
        const status = async () => ((await platform.admin<Loose[]>('deposits/list', { pending: false, limit: 10 }))[0] as Loose).status;
        // Before its seconds have passed, the approval leaves it waiting.
        clock.advance((APPROVAL_SECONDS - 1) * 1000);
        expect(await approveWaitingDeposits(platform.db, clock.now(), APPROVAL_SECONDS)).toEqual([]);
        expect(await status()).toBe('PENDING_REVIEW');
        clock.advance(1000);
        await expect.poll(status, { timeout: 30_000 }).toBe('APPROVED');
      });

      await step('a withdrawal waits its seconds too, then is approved without an operator, and the member is told', async () => {
        await credit(platform, member.userName, 'WITHDRAWAL_POINT', '50');
        const addressId = `wad_demo${randomBytes(6).toString('hex')}`;
        await platform.db
          .insertInto('withdrawal_addresses')
          .values({ id: addressId, member_id: member.userId, type: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, usable_from: new Date(clock.now().getTime() - 1000) })
          .execute();
        const order = expectOk(await call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '20', transactionPassword: member.transactionPassword }, { token: member.token })) as Loose;
        const status = async () => ((await platform.admin<Loose[]>('withdrawals/list', { pending: false, limit: 10 })).find((row) => row.id === order.id) as Loose).status;
        clock.advance((APPROVAL_SECONDS - 1) * 1000);
        expect(await approveWaitingWithdrawals(platform.db, clock.now(), APPROVAL_SECONDS)).toEqual([]);
        expect(await status()).toBe('PENDING_REVIEW');
        clock.advance(1000);
        await expect.poll(status, { timeout: 30_000 }).toBe('APPROVED');
        const inbox = expectOk(await call(platform, '/api/notifications/list', { pageNum: 1, pageSize: 10 }, { token: member.token })) as Loose;
        expect(inbox.list.map((n: Loose) => n.event)).toContain('WITHDRAWAL_APPROVED');
        await expectLedgerClean(platform);
      });

      const pkg = await step('the member buys a package; the next day the operator moves the clock, the profit arrives', async () => {
        await credit(platform, member.userName, 'ASSETS_POINT', '100');
        const bought = expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-100' })) as Loose;
        const moved = await platform.admin<Loose>('demo/next-day', {});
        expect(moved).toMatchObject({ today: '2030-06-02', daysAhead: 1 });
        expect((moved.accrual as Loose[]).map((day) => [day.day, day.accrued])).toEqual([['2030-06-02', 1]]);
        // The same session, a day later by the platform's clock: still signed in.
        const listed = expectOk(await product(platform, member, 'trusteeship/buyMatchingList')).list[0] as Loose;
        expect(listed.totalProfit).toBe('0.4');
        expect(expectOk(await call(platform, '/api/demo/mode', {}))).toMatchObject({ today: '2030-06-02', daysAhead: 1 });
        await expectLedgerClean(platform);
        return bought;
      });

      await step('the days moved on survive a restart', async () => {
        await platform.close();
        platform = await startTestPlatform({ clock, env });
        expect(expectOk(await call(platform, '/api/demo/mode', {}))).toMatchObject({ today: '2030-06-02', daysAhead: 1 });
        // The channel is not opened twice.
        expect((await platform.admin<Loose[]>('bank/list', {})).length).toBe(1);
        expect(pkg.id).toBeTruthy();
      });
    } finally {
      await platform.close();
    }
  });
});
