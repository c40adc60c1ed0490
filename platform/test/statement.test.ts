import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvariantViolation } from '../src/errors.ts';
import { verifyStatement, type LedgerFacts } from '../src/statement/service.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectBadRequest, expectOk, expectRefused, login, TestClock, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';

const txHash = () => `0x${randomBytes(32).toString('hex')}`;

describe('verifyStatement', () => {
  const statement = {
    openingBalance: '10',
    closingBalance: '7.5',
    totalIn: '2.5',
    totalOut: '-5',
    entries: [
      { time: '', recordType: 'DEPOSIT', kind: '', reference: 'a', amount: '2.5', balance: '12.5' },
      { time: '', recordType: 'TRANSFER', kind: '', reference: 'b', amount: '-5', balance: '7.5' },
    ],
  };
  const facts: LedgerFacts = { sumBefore: '7.5', storedBalanceAtEnd: '7.5', accountBalance: '7.5', storedRunning: ['12.5', '7.5'] };

  it('passes a statement that adds up and agrees with the ledger', () => {
    expect(() => verifyStatement(statement, facts)).not.toThrow();
    expect(() => verifyStatement(statement, { sumBefore: '7.5', storedBalanceAtEnd: null, accountBalance: null, storedRunning: null })).not.toThrow();
  });

  it('refuses any difference, each check on its own', () => {
    const refused = (s: typeof statement, f: LedgerFacts) => expect(() => verifyStatement(s, f)).toThrow(InvariantViolation);
    refused({ ...statement, closingBalance: '7.50000001' }, facts);
    refused({ ...statement, entries: [statement.entries[0]!, { ...statement.entries[1]!, balance: '7.4' }] }, facts);
    refused({ ...statement, totalIn: '2' }, facts);
    refused(statement, { ...facts, sumBefore: '7.6' });
    refused(statement, { ...facts, storedBalanceAtEnd: '8' });
    refused(statement, { ...facts, accountBalance: '0' });
    refused(statement, { ...facts, storedRunning: ['12.5', '7.6'] });
  });
});

describe('statements (/api/app/assets/statement)', () => {
  // 2030-05-31 18:00 GMT+8: the day before the period.
  const clock = new TestClock(new Date('2030-05-31T10:00:00.000Z'));
  let platform: TestPlatform;
  let alice: SignedIn;
  let bob: SignedIn;
  // Sessions end after a day idle: each jump in time signs both members in again.
  const at = async (iso: string) => {
    clock.advance(new Date(iso).getTime() - clock.now().getTime());
    alice.token = await login(platform, alice);
    bob.token = await login(platform, bob);
  };
  const statement = (data: Record<string, unknown>, locale = 'en-US', who: SignedIn = alice) =>
    call(platform, '/api/app/assets/statement', data, { token: who.token, locale });
  const send = async (from: SignedIn, to: SignedIn, amount: string) =>
    expectOk(await call(platform, '/api/app/makeOver/makeOver', { coinName: 'CASH_POINT', toUser: to.userName, amount, transactionPassword: from.transactionPassword }, { token: from.token }));
  const deposit = async (who: SignedIn, amount: string) => {
    const order = expectOk(await call(platform, '/api/app/deposit/deposit', { amount, hash: txHash(), receiptNumber: 'R-STATEMENT' }, { token: who.token }));
    await platform.admin('deposits/approve', { id: order.id });
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { WITHDRAWAL_FEE: '2', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000' } });
    [alice, bob] = [await signedInMember(platform), await signedInMember(platform)];
    // Before the period: 1000 + 150.5 − 10.25, the last at 23:59:59.999 GMT+8 on May 31.
    await credit(platform, alice.userName, 'CASH_POINT', '1000');
    await credit(platform, bob.userName, 'CASH_POINT', '100');
    await credit(platform, alice.userName, 'WITHDRAWAL_POINT', '500');
    await deposit(alice, '150.5');
    await at('2030-05-31T15:59:59.999Z');
    await send(alice, bob, '10.25');
    // The period, June 2030 in GMT+8: from 00:00 on June 1 exactly.
    await at('2030-05-31T16:00:00.000Z');
    await deposit(alice, '200');
    await at('2030-06-05T02:00:00.000Z');
    const bankAccountId = `bnk_test${randomBytes(6).toString('hex')}`;
    await platform.db.insertInto('member_bank_accounts').values({ id: bankAccountId, member_id: alice.userId, bank_name: 'Bank', account_name: 'Alice', account_number: '8800 1' }).execute();
    const withdrawal = expectOk(await call(platform, '/api/app/withdrawal/withdrawal', { bankAccountId, amount: '100', transactionPassword: alice.transactionPassword }, { token: alice.token }));
    expect(withdrawal).toMatchObject({ status: 'PENDING_REVIEW' });
    await at('2030-06-10T04:00:00.000Z');
    expectOk(await call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '100' }, { token: alice.token }));
    await at('2030-06-15T04:00:00.000Z');
    await send(bob, alice, '30');
    await at('2030-06-30T15:59:59.000Z');
    await platform.admin('members/adjust', { userName: alice.userName, coinName: 'CASH_POINT', direction: 'out', amount: '0.25' });
    // After it: 00:00 GMT+8 on July 1.
    await at('2030-06-30T16:00:00.000Z');
    await send(alice, bob, '70');
    await at('2030-07-02T04:00:00.000Z');
  }, 60_000);
  afterAll(() => platform?.close());

  it('opening, every movement of the period with its running balance, and closing, exact at the GMT+8 boundaries', async () => {
    const june = expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2030-06-01', endDay: '2030-06-30' })) as Loose;
    expect(june).toMatchObject({
      coinName: 'CASH_POINT',
      creditName: 'Cash',
      userName: alice.userName,
      from: '2030-05-31T16:00:00.000Z',
      to: '2030-06-30T16:00:00.000Z',
      openingBalance: '1140.25',
      closingBalance: '1270',
      totalIn: '230',
      totalOut: '-100.25',
      display: { from: '2030-06-01 00:00 (GMT+8)', to: '2030-07-01 00:00 (GMT+8)' },
    });
    expect(june.entries.map((e: Loose) => [e.time, e.recordType, e.amount, e.balance])).toEqual([
      ['2030-05-31T16:00:00.000Z', 'DEPOSIT', '200', '1340.25'],
      ['2030-06-10T04:00:00.000Z', 'CONVERT', '-100', '1240.25'],
      ['2030-06-15T04:00:00.000Z', 'TRANSFER', '30', '1270.25'],
      ['2030-06-30T15:59:59.000Z', 'ADJUST_OUT', '-0.25', '1270'],
    ]);
    expect(june.entries[0].kind).toBe('Deposit');
    expect(june.entries.every((e: Loose) => /^R\d{18}$/.test(e.reference))).toBe(true);
    expect(june.labels).toMatchObject({ openingBalance: 'Opening balance', closingBalance: 'Closing balance' });

    // The days before and after meet the period's balances exactly.
    const may = expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2030-05-01', endDay: '2030-05-31' })) as Loose;
    expect([may.openingBalance, may.closingBalance, may.entries.length]).toEqual(['0', '1140.25', 3]);
    const july = expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2030-07-01', endDay: '2030-07-31' })) as Loose;
    // July has not ended: it runs to the issue time, and closes at today's balance.
    expect(july).toMatchObject({ openingBalance: '1270', closingBalance: '1200', to: '2030-07-02T04:00:00.000Z' });
    expect(july.entries.map((e: Loose) => e.amount)).toEqual(['-70']);
    const oneDay = expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2030-06-30', endDay: '2030-06-30' })) as Loose;
    expect([oneDay.openingBalance, oneDay.closingBalance]).toEqual(['1270.25', '1270']);
  });

  it('states each credit on its own: the withdrawal and the convert proceeds', async () => {
    const withdrawable = expectOk(await statement({ coinName: 'WITHDRAWAL_POINT', startDay: '2030-06-01', endDay: '2030-06-30' }, 'zh-CN')) as Loose;
    expect(withdrawable).toMatchObject({ openingBalance: '500', closingBalance: '400', creditName: '可提现积分' });
    expect(withdrawable.entries.map((e: Loose) => [e.recordType, e.amount])).toEqual([['WITHDRAW', '-100']]);
    expect(withdrawable.labels.openingBalance).toBe('期初余额');
    const usdt = expectOk(await statement({ coinName: 'USDT_POINT', startDay: '2030-06-01', endDay: '2030-06-30' }, 'ko-KP')) as Loose;
    expect([usdt.openingBalance, usdt.closingBalance]).toEqual(['0', '98']);
    expect(usdt.labels.closingBalance).toBe('기말 잔액');
    // Another member's statement holds only that member's movements.
    const bobs = expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2030-06-01', endDay: '2030-06-30' }, 'en-US', bob)) as Loose;
    expect([bobs.openingBalance, bobs.closingBalance, bobs.entries.map((e: Loose) => e.amount)]).toEqual(['110.25', '80.25', ['-30']]);
  });

  it('refuses bad periods and credits in the member\'s language, changing nothing', async () => {
    const reversed = await statement({ coinName: 'CASH_POINT', startDay: '2030-06-30', endDay: '2030-06-01' }, 'ja-JP');
    expectRefused(reversed, 'STATEMENT_RANGE_REVERSED');
    expect(reversed.msg).toBe('明細書の開始日は終了日より後にできません');
    const long = await statement({ coinName: 'CASH_POINT', startDay: '2029-01-01', endDay: '2030-01-02' }, 'id-ID');
    expectRefused(long, 'STATEMENT_RANGE_TOO_LONG');
    expect(long.msg).toBe('Laporan mencakup paling banyak 366 hari');
    expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2029-07-02', endDay: '2030-07-02' }));
    expectRefused(await statement({ coinName: 'CASH_POINT', startDay: '2030-02-30', endDay: '2030-03-01' }), 'STATEMENT_DAY_INVALID');
    const future = await statement({ coinName: 'CASH_POINT', startDay: '2030-07-03', endDay: '2030-07-31' }, 'zh-CN');
    expectRefused(future, 'STATEMENT_RANGE_IN_FUTURE');
    expect(future.msg).toContain('2030-07-02');
    const unknown = await statement({ coinName: 'GOLD_POINT', startDay: '2030-06-01', endDay: '2030-06-30' }, 'ko-KP');
    expectBadRequest(unknown);
    expect(unknown.msg).toMatch(/^요청 매개변수가 잘못되었습니다/);
    expectBadRequest(await statement({ coinName: 'CASH_POINT', startDay: '1 June', endDay: '2030-06-30' }));
    expect((await call(platform, '/api/app/assets/statement', { coinName: 'CASH_POINT', startDay: '2030-06-01', endDay: '2030-06-30' })).status).toBe(401);
  });

  it('never serves a statement the ledger disagrees with', async () => {
    const body = { coinName: 'CASH_POINT', startDay: '2030-06-01', endDay: '2030-06-30' };
    const account = await platform.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('member_id', '=', alice.userId)
      .where('coin_name', '=', 'CASH_POINT')
      .where('state', '=', 'available')
      .executeTakeFirstOrThrow();
    const entry = await platform.db
      .selectFrom('ledger_entries')
      .select(['id'])
      .where('account_id', '=', account.id)
      .orderBy('account_version', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    try {
      // A running balance the ledger stored that the movements do not reach (its own check still holds).
      await sql`update ledger_entries set balance_before = balance_before + 0.01, balance_after = balance_after + 0.01 where id = ${entry.id}`.execute(platform.db);
      const refused = await statement(body);
      expect({ status: refused.status, code: refused.code, reason: refused.reason }).toEqual({ status: 500, code: 500, reason: 'INTERNAL' });
      expect(JSON.stringify(refused.raw)).not.toContain('1140.25');
    } finally {
      await sql`update ledger_entries set balance_before = balance_before - 0.01, balance_after = balance_after - 0.01 where id = ${entry.id}`.execute(platform.db);
    }
    expectOk(await statement(body));
    try {
      // An account balance its entries do not add up to: the running period's closing is refused.
      await platform.db.updateTable('ledger_accounts').set({ balance: '1200.5' }).where('id', '=', account.id).execute();
      expect((await statement({ coinName: 'CASH_POINT', startDay: '2030-07-01', endDay: '2030-07-31' })).status).toBe(500);
    } finally {
      await platform.db.updateTable('ledger_accounts').set({ balance: account.balance }).where('id', '=', account.id).execute();
    }
    expectOk(await statement({ coinName: 'CASH_POINT', startDay: '2030-07-01', endDay: '2030-07-31' }));
  });
});
