import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockTransfersUntilNextDayGmt8 } from '../src/transfer/service.ts';
import { nextDayStartGmt8 } from '../src/lib/gmt8.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { adminCall, call, expectBadRequest, expectOk, expectRefused, HOUR, login, TestClock, type Loose, usePlatformOnPostgres, describeOnPostgres } from './helpers.ts';
import { available, credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const send = (platform: TestPlatform, from: SignedIn, data: Record<string, unknown>) =>
  call(platform, '/api/app/makeOver/makeOver', { coinName: 'CASH_POINT', transactionPassword: from.transactionPassword, ...data }, { token: from.token });

describe('the GMT+8 day boundary', () => {
  it('next 00:00 GMT+8 is 16:00 UTC of the GMT+8 day', () => {
    expect(nextDayStartGmt8(new Date('2030-06-01T08:00:00Z')).toISOString()).toBe('2030-06-01T16:00:00.000Z');
    expect(nextDayStartGmt8(new Date('2030-06-01T15:59:59.999Z')).toISOString()).toBe('2030-06-01T16:00:00.000Z');
    expect(nextDayStartGmt8(new Date('2030-06-01T16:00:00Z')).toISOString()).toBe('2030-06-02T16:00:00.000Z');
    expect(nextDayStartGmt8(new Date('2030-12-31T20:00:00Z')).toISOString()).toBe('2031-01-01T16:00:00.000Z');
  });
});

describe('transfer between members (/api/app/makeOver)', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    [alice, bob] = [await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, alice.userName, 'CASH_POINT', '1000');
    await credit(platform, alice.userName, 'BONUS_POINT', '1000');
  });
  afterAll(async () => {
    await platform?.close();
  });

  // Alice's and Bob's balances and the fee the operator sets change step by step: one story.
  it('Alice’s transfers in order: the credits, moved, refused, doubled, with a fee, quoted, closed after a lock', { timeout: storyTimeout(7) }, async () => {
    await step('lists the transferable credits', async () => {
      expect(expectOk(await call(platform, '/api/app/makeOver/makeOverConfigList', {}, { token: alice.token }))).toEqual([
        { coinName: 'CASH_POINT', minAmount: '10', feeRatio: '0', enabled: true },
        { coinName: 'USDT_POINT', minAmount: '10', feeRatio: '0', enabled: true },
      ]);
    });

    await step('moves the amount from sender to recipient with TRANSFER records naming the other side', async () => {
      const order = expectOk(await send(platform, alice, { toUser: bob.userName.toUpperCase(), amount: '100.5' }));
      expect(order).toMatchObject({ id: expect.stringMatching(/^mko_/), direction: 'OUT', coinName: 'CASH_POINT', amount: '100.5', fee: '0', actualAmount: '100.5', counterpartyUserName: bob.userName });
      expect(await available(platform, alice.token, 'CASH_POINT')).toBe('899.5');
      expect(await available(platform, bob.token, 'CASH_POINT')).toBe('100.5');
      // By user id too.
      expectOk(await send(platform, alice, { toUser: bob.userId, amount: '10' }));
      expect(await available(platform, bob.token, 'CASH_POINT')).toBe('110.5');

      const sent = await recordsOf(platform, alice.token, { recordType: 'TRANSFER' });
      const received = await recordsOf(platform, bob.token, { recordType: 'TRANSFER' });
      expect(sent.map((r) => r.amount).sort()).toEqual(['-10', '-100.5']);
      expect(received.map((r) => r.amount).sort()).toEqual(['10', '100.5']);
      expect(received.find((r) => r.amount === '100.5').transactionNumber).toBe(order.transactionNumber);
      const remarks = await platform.db.selectFrom('asset_records').select(['member_id', 'remark']).where('transfer_id', '=', order.transactionNumber).execute();
      expect(remarks).toEqual(expect.arrayContaining([{ member_id: alice.userId, remark: bob.userName }, { member_id: bob.userId, remark: alice.userName }]));

      const bobsList = expectOk(await call(platform, '/api/app/makeOver/makeOverOrderList', {}, { token: bob.token }));
      expect(bobsList.total).toBe(2);
      expect(bobsList.list.every((o: Loose) => o.direction === 'IN' && o.counterpartyUserName === alice.userName)).toBe(true);
      expect(expectOk(await call(platform, '/api/app/makeOver/makeOverOrderList', { direction: 'IN' }, { token: alice.token })).total).toBe(0);
      expect(expectOk(await call(platform, '/api/app/makeOver/makeOverOrderList', { direction: 'OUT', pageSize: 1 }, { token: alice.token }))).toMatchObject({ total: 2, pageSize: 1 });
      await expectLedgerClean(platform);
    });

    await step('refuses every broken rule and changes nothing', async () => {
      const before = [await snapshot(platform, alice.token), await snapshot(platform, bob.token)];
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '20', transactionPassword: 'wrong-password' }), 'WRONG_TRANSACTION_PASSWORD');
      expectBadRequest(await call(platform, '/api/app/makeOver/makeOver', { toUser: bob.userName, coinName: 'CASH_POINT', amount: '20' }, { token: alice.token }));
      const unknown = await send(platform, alice, { toUser: 'nobody-here', amount: '20' });
      expectRefused(unknown, 'TRANSFER_RECIPIENT_NOT_FOUND');
      expect(unknown.msg).toMatch(/user name or user ID/);
      expectRefused(await send(platform, alice, { toUser: 'root', amount: '20' }), 'TRANSFER_RECIPIENT_NOT_FOUND');
      expectRefused(await send(platform, alice, { toUser: alice.userName, amount: '20' }), 'TRANSFER_TO_SELF');
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '20', coinName: 'BONUS_POINT' }), 'TRANSFER_COIN_UNAVAILABLE');
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '9.99' }), 'AMOUNT_BELOW_MINIMUM');
      for (const amount of ['0', '-20', '20.123456789', 'ten']) expectRefused(await send(platform, alice, { toUser: bob.userName, amount }), 'INVALID_AMOUNT');
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '899.50000001' }), 'INSUFFICIENT_BALANCE');
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '10', coinName: 'USDT_POINT' }), 'INSUFFICIENT_BALANCE');
      expect([await snapshot(platform, alice.token), await snapshot(platform, bob.token)]).toEqual(before);
    });

    await step('a double submit with one requestId transfers once', async () => {
      const body = { toUser: bob.userName, amount: '15', requestId: 'make-over-once-1' };
      const first = expectOk(await send(platform, alice, body));
      expect(expectOk(await send(platform, alice, body))).toEqual(first);
      expect(await available(platform, alice.token, 'CASH_POINT')).toBe('874.5');
    });

    await step('a fee, when configured, is kept by the platform and shown as a FEE record', async () => {
      await platform.admin('transfer-config/set', { coinName: 'CASH_POINT', feeRatio: '0.01' });
      expect(expectOk(await send(platform, alice, { toUser: bob.userName, amount: '50' }))).toMatchObject({ amount: '50', fee: '0.5', actualAmount: '49.5' });
      expect(await available(platform, alice.token, 'CASH_POINT')).toBe('824.5');
      expect((await recordsOf(platform, alice.token)).slice(0, 2).map((r) => [r.recordType, r.amount]).sort()).toEqual([
        ['FEE', '-0.5'],
        ['TRANSFER', '-49.5'],
      ]);
      await platform.admin('transfer-config/set', { coinName: 'CASH_POINT', feeRatio: '0' });
      await expectLedgerClean(platform);
    });

    await step('quotes a transfer as the transfer then does it: the fee rounded up to 8 places, the rest arrives; a quote changes nothing', async () => {
      const quote = (data: Record<string, unknown>) => call(platform, '/api/app/makeOver/makeOverQuote', data, { token: alice.token });
      await platform.admin('transfer-config/set', { coinName: 'CASH_POINT', feeRatio: '0.003' });
      const before = await snapshot(platform, alice.token);
      const quoted = expectOk(await quote({ coinName: 'CASH_POINT', amount: '33.33333333' }));
      // 33.33333333 × 0.003 = 0.09999999999 → 0.1 (up)
      expect(quoted).toEqual({ coinName: 'CASH_POINT', minAmount: quoted.minAmount, feeRatio: '0.003', enabled: true, amount: '33.33333333', fee: '0.1', received: '33.23333333', belowMinimum: false });
      expect(await snapshot(platform, alice.token)).toEqual(before);
      const sent = expectOk(await send(platform, alice, { toUser: bob.userName, amount: '33.33333333' }));
      expect({ fee: sent.fee, actualAmount: sent.actualAmount }).toEqual({ fee: quoted.fee, actualAmount: quoted.received });
      expect(expectOk(await quote({ coinName: 'CASH_POINT', amount: '0.00000001' })).belowMinimum).toBe(true);
      expectRefused(await quote({ coinName: 'CASH_POINT', amount: '-1' }), 'INVALID_AMOUNT');
      expectBadRequest(await quote({ coinName: 'DOGE', amount: '1' }));
      // With the recipient: named as registered, whatever the case typed; one the transfer would
      // refuse is refused here, on the recipient's field, before any password is asked.
      expect(expectOk(await quote({ coinName: 'CASH_POINT', amount: '20', toUser: ` ${bob.userName.toUpperCase()} ` })).recipientUserName).toBe(bob.userName);
      expect(expectOk(await quote({ coinName: 'CASH_POINT', amount: '20', toUser: bob.userId })).recipientUserName).toBe(bob.userName);
      for (const [toUser, reason] of [
        ['nobody-here', 'TRANSFER_RECIPIENT_NOT_FOUND'],
        ['root', 'TRANSFER_RECIPIENT_NOT_FOUND'],
        [alice.userName, 'TRANSFER_TO_SELF'],
      ] as const) {
        const refused = await quote({ coinName: 'CASH_POINT', amount: '20', toUser });
        expectRefused(refused, reason);
        expect(refused.raw.data.fields).toEqual([expect.objectContaining({ path: 'toUser', reason })]);
      }
      expectBadRequest(await quote({ coinName: 'CASH_POINT', amount: '20', toUser: 'x'.repeat(65) }));
      await platform.admin('transfer-config/set', { coinName: 'CASH_POINT', feeRatio: '0' });
      await expectLedgerClean(platform);
    });

    await step('after a lock (an insurance redeem) transfer is closed until 00:00 GMT+8 the next day', async () => {
      const lock = await platform.admin<Loose>('transfer-lock', { userName: alice.userName });
      expect(lock).toMatchObject({ until: '2030-06-01T16:00:00.000Z', untilGmt8: '2030-06-02 00:00 (GMT+8)' });
      const before = await snapshot(platform, alice.token);
      const closed = await send(platform, alice, { toUser: bob.userName, amount: '10' });
      expectRefused(closed, 'TRANSFER_CLOSED');
      expect(closed.msg).toContain('2030-06-02 00:00 (GMT+8)');
      expect(await snapshot(platform, alice.token)).toEqual(before);
      // Bob can still send to Alice: only the redeemer's transfers are closed.
      expectOk(await send(platform, bob, { toUser: alice.userName, amount: '10' }));

      // A second lock later the same day never shortens it; the service is what insurance will call.
      const again = await platform.db.transaction().execute((tx) => lockTransfersUntilNextDayGmt8(tx, alice.userId, new Date('2030-05-31T08:00:00Z')));
      expect(again.toISOString()).toBe('2030-06-01T16:00:00.000Z');

      clock.advance(8 * HOUR - 1);
      alice.token = await login(platform, alice);
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '10' }), 'TRANSFER_CLOSED');
      clock.advance(1);
      alice.token = await login(platform, alice);
      expectOk(await send(platform, alice, { toUser: bob.userName, amount: '10' }));

      await platform.admin('transfer-lock', { userName: alice.userName });
      expectRefused(await send(platform, alice, { toUser: bob.userName, amount: '10' }), 'TRANSFER_CLOSED');
      await platform.admin('transfer-lock/clear', { userName: alice.userName });
      expectOk(await send(platform, alice, { toUser: bob.userName, amount: '10' }));
      expectRefused(await adminCall(platform, 'transfer-lock', { userName: 'nobody-here' }, platform.adminToken), 'MEMBER_NOT_FOUND');
    });
  });

  it('a name with invisible characters or in another form names nobody, even one stored before the rule', async () => {
    const [sender, target, impostor] = [await signedInMember(platform), await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, sender.userName, 'CASH_POINT', '100');
    // Registered before the username rule: the target's name with a zero-width space appended.
    const lookAlike = `${target.userName}\u200B`;
    await platform.db.updateTable('members').set({ user_name: lookAlike }).where('id', '=', impostor.userId).execute();
    const before = [await snapshot(platform, sender.token), await snapshot(platform, target.token), await snapshot(platform, impostor.token)];
    const fullWidth = target.userName.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
    for (const toUser of [lookAlike, `\u202E${target.userName}`, `${target.userName}\u2060`, `${target.userName}\uFE0F`, fullWidth]) {
      expectRefused(await send(platform, sender, { toUser, amount: '20' }), 'TRANSFER_RECIPIENT_NOT_FOUND');
    }
    expect([await snapshot(platform, sender.token), await snapshot(platform, target.token), await snapshot(platform, impostor.token)]).toEqual(before);
    // The plain name and the impostor's user ID still reach who they name.
    expectOk(await send(platform, sender, { toUser: target.userName, amount: '20' }));
    expectOk(await send(platform, sender, { toUser: impostor.userId, amount: '20' }));
    expect(await available(platform, target.token, 'CASH_POINT')).toBe('20');
    await expectLedgerClean(platform);
  });
});

describeOnPostgres('transfers on PostgreSQL, concurrently', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  it('20 parallel transfers from one balance pay exactly what it holds, and crossing transfers do not deadlock', async () => {
    const [sender, a, b] = [await signedInMember(platform), await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, sender.userName, 'CASH_POINT', '125');
    await credit(platform, a.userName, 'CASH_POINT', '500');
    await credit(platform, b.userName, 'CASH_POINT', '500');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => send(platform, sender, { toUser: i % 2 ? a.userName : b.userName, amount: '20' })),
      ...Array.from({ length: 10 }, (_, i) => (i % 2 ? send(platform, a, { toUser: b.userName, amount: '10' }) : send(platform, b, { toUser: a.userName, amount: '10' }))),
    ]);
    const fromSender = answers.slice(0, 20);
    expect(fromSender.filter((x) => x.code === 20000)).toHaveLength(6);
    expect(fromSender.filter((x) => x.reason === 'INSUFFICIENT_BALANCE')).toHaveLength(14);
    expect(answers.slice(20).every((x) => x.code === 20000)).toBe(true);
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('5');
    const total = Number(await available(platform, a.token, 'CASH_POINT')) + Number(await available(platform, b.token, 'CASH_POINT'));
    expect(total).toBe(1120);
    await expectLedgerClean(platform);
  });

  it('parallel duplicates with one requestId transfer once', async () => {
    const [sender, recipient] = [await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, sender.userName, 'USDT_POINT', '100');
    const body = { toUser: recipient.userName, coinName: 'USDT_POINT', amount: '30', requestId: 'parallel-make-over' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(platform, sender, body)));
    expect(new Set(answers.map((x) => expectOk(x).id)).size).toBe(1);
    expect(await available(platform, sender.token, 'USDT_POINT')).toBe('70');
    expect(await available(platform, recipient.token, 'USDT_POINT')).toBe('30');
    await expectLedgerClean(platform);
  });
});
