import { randomBytes, randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGmt8 } from '../src/lib/gmt8.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, describeOnPostgres, login, expectBadRequest, expectOk, expectRefused, HOUR, MINUTE, TestClock, usePlatformOnPostgres, type Answer, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

// The guards of docs/security.md: the transaction-password attempt limit (issue 28, 7a), the
// transaction password on adding a wallet address and publishing a P2P offer (7h), and the
// pause on withdrawals and address changes after a credential change (6).

const WRONG = 'not-the-transaction-password';
const ADDRESS = () => `0x${randomBytes(20).toString('hex')}`;

/** A BEP20 address written straight into the address table, usable at once. */
async function usableAddress(platform: TestPlatform, member: SignedIn, now: Date): Promise<string> {
  const id = `wad_test${randomBytes(6).toString('hex')}`;
  await platform.db
    .insertInto('withdrawal_addresses')
    .values({ id, member_id: member.userId, type: 'BEP20', address: ADDRESS(), usable_from: new Date(now.getTime() - HOUR) })
    .execute();
  return id;
}

function operations(platform: TestPlatform, recipient: () => SignedIn) {
  const as = (member: SignedIn, path: string, data: Record<string, unknown>) => call(platform, path, data, { token: member.token });
  return {
    transfer: (member: SignedIn, transactionPassword: string) =>
      as(member, '/api/app/makeOver/makeOver', { toUser: recipient().userName, coinName: 'CASH_POINT', amount: '10', transactionPassword, requestId: randomUUID() }),
    withdraw: (member: SignedIn, addressId: string, transactionPassword: string) =>
      as(member, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '20', transactionPassword, requestId: randomUUID() }),
    addAddress: (member: SignedIn, transactionPassword: string | undefined) =>
      as(member, '/api/app/withdrawal-address/add', { type: 'BEP20', address: ADDRESS(), ...(transactionPassword === undefined ? {} : { transactionPassword }) }),
    publish: (member: SignedIn, transactionPassword: string | undefined) =>
      as(member, '/api/app/otc/publish', { amount: '10', price: '7', minAmount: '1', maxAmount: '10', requestId: randomUUID(), ...(transactionPassword === undefined ? {} : { transactionPassword }) }),
    changeTransactionPassword: (member: SignedIn, oldTransactionPassword: string, next: string) =>
      as(member, '/api/app/user/updateTransactionPassword', { oldTransactionPassword, transactionPassword: next, confirmTransactionPassword: next }),
    changePassword: (member: SignedIn, next: string) => as(member, '/api/app/user/updatePassWord', { oldPassword: member.password, password: next, confirmPassword: next }),
    status: async (member: SignedIn) => expectOk(await as(member, '/api/security/guards/status', {})) as Loose,
  };
}

describe('security guards', () => {
  // 2030-06-01 16:00 GMT+8.
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let platform: TestPlatform;
  let recipient: SignedIn;
  let ops: ReturnType<typeof operations>;

  /** A member with money on every form that asks for the transaction password, and a usable address. */
  async function fundedMember(): Promise<{ member: SignedIn; addressId: string }> {
    const member = await signedInMember(platform);
    await platform.admin('members/flags', { userName: member.userName, otcStatus: 1 });
    await credit(platform, member.userName, 'CASH_POINT', '100');
    await credit(platform, member.userName, 'WITHDRAWAL_POINT', '100');
    await credit(platform, member.userName, 'USDT_POINT', '100');
    return { member, addressId: await usableAddress(platform, member, clock.now()) };
  }

  const addressCount = async (member: SignedIn) =>
    Number((await platform.db.selectFrom('withdrawal_addresses').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', member.userId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    platform = await startTestPlatform({
      clock,
      env: { WITHDRAWAL_FEE: '1', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000', SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720', ADDRESS_COOLING_HOURS: '0' },
    });
    recipient = await signedInMember(platform);
    ops = operations(platform, () => recipient);
  });
  afterAll(() => platform?.close());

  it('five wrong transaction passwords across transfer, withdrawal, address, P2P and a password change lock money movement for 15 minutes, with a notice', async () => {
    const { member, addressId } = await fundedMember();
    const before = await snapshot(platform, member.token);
    // From the file's clock wherever the tests before this one left it (they run in any order).
    const until = new Date(clock.now().getTime() + 15 * MINUTE);
    const untilGmt8 = `${new Date(until.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ')} (GMT+8)`;
    expectRefused(await ops.transfer(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expectRefused(await ops.withdraw(member, addressId, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expectRefused(await ops.addAddress(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expect((await ops.changeTransactionPassword(member, WRONG, 'new-tx-pass-9')).data.fields).toEqual([expect.objectContaining({ path: 'oldTransactionPassword', reason: 'WRONG_TRANSACTION_PASSWORD' })]);
    // The fifth locks, and says so; then even the right password is refused, saying until when.
    expectRefused(await ops.publish(member, WRONG), 'TRANSACTION_PASSWORD_LOCKED');
    const locked = await call(platform, '/api/app/makeOver/makeOver', { toUser: recipient.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: member.transactionPassword, requestId: randomUUID() }, { token: member.token, locale: 'zh-CN' });
    expectRefused(locked, 'TRANSACTION_PASSWORD_LOCKED');
    expect(locked.msg).toBe(`交易密码错误次数过多，资金操作已锁定至 ${untilGmt8}`);
    for (const attempt of [ops.withdraw(member, addressId, member.transactionPassword), ops.addAddress(member, member.transactionPassword), ops.publish(member, member.transactionPassword)]) {
      expectRefused(await attempt, 'TRANSACTION_PASSWORD_LOCKED');
    }
    expect(await snapshot(platform, member.token)).toEqual(before);
    expect(await addressCount(member)).toBe(1);
    expect(await ops.status(member)).toEqual({ moneyLockedUntil: until.toISOString(), withdrawalsPausedUntil: null });

    const notices = await platform.db.selectFrom('notifications').select('params').where('member_id', '=', member.userId).where('event', '=', 'SECURITY_CHANGED').execute();
    expect(notices.map((row) => row.params)).toEqual([{ change: 'TRANSACTION_PASSWORD_LOCKED', until: untilGmt8 }]);
    const inbox = expectOk(await call(platform, '/api/notifications/list', {}, { token: member.token })) as Loose;
    expect(inbox.list[0].body).toContain(`money movement is locked until ${untilGmt8}`);

    clock.advance(15 * MINUTE);
    expect(await ops.status(member)).toEqual({ moneyLockedUntil: null, withdrawalsPausedUntil: null });
    expectOk(await ops.transfer(member, member.transactionPassword));
    // The count started again with the lock: four more wrong ones are only wrong.
    for (let i = 0; i < 4; i += 1) expectRefused(await ops.transfer(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    await expectLedgerClean(platform);
  });

  it('a right transaction password forgives the wrong ones before it', async () => {
    const { member } = await fundedMember();
    for (let i = 0; i < 4; i += 1) expectRefused(await ops.transfer(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expectOk(await ops.transfer(member, member.transactionPassword));
    for (let i = 0; i < 4; i += 1) expectRefused(await ops.transfer(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expectOk(await ops.transfer(member, member.transactionPassword));
  });

  it('adding a wallet address asks for the transaction password; a missing or wrong one adds nothing', async () => {
    const { member } = await fundedMember();
    expectBadRequest(await ops.addAddress(member, undefined));
    expectRefused(await ops.addAddress(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expect(await addressCount(member)).toBe(1);
    expect(expectOk(await ops.addAddress(member, member.transactionPassword))).toMatchObject({ type: 'BEP20' });
    expect(await addressCount(member)).toBe(2);
  });

  it('publishing a P2P offer asks for the transaction password; a missing or wrong one moves nothing into escrow', async () => {
    const { member } = await fundedMember();
    const before = await snapshot(platform, member.token);
    expectBadRequest(await ops.publish(member, undefined));
    expectRefused(await ops.publish(member, WRONG), 'WRONG_TRANSACTION_PASSWORD');
    expect(await snapshot(platform, member.token)).toEqual(before);
    expectOk(await ops.publish(member, member.transactionPassword));
    expect((await snapshot(platform, member.token))['USDT_POINT/frozen']).toBe('10');
  });

  it('after a login or transaction password change, withdrawals and address changes wait 24 hours; transfers do not', async () => {
    for (const change of ['password', 'transactionPassword'] as const) {
      const { member, addressId } = await fundedMember();
      const changedAt = clock.now();
      if (change === 'password') {
        expectOk(await ops.changePassword(member, 'new-login-password-1'));
        member.password = 'new-login-password-1';
      } else {
        expectOk(await ops.changeTransactionPassword(member, member.transactionPassword, 'new-tx-pass-1'));
        member.transactionPassword = 'new-tx-pass-1';
      }
      const reopens = new Date(changedAt.getTime() + 24 * HOUR);
      const paused = await call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '20', transactionPassword: member.transactionPassword, requestId: randomUUID() }, { token: member.token, locale: 'en-US' });
      expectRefused(paused, 'CREDENTIAL_CHANGE_PAUSE');
      expect(paused.msg).toBe(`A password or second factor of your account was changed recently. For your safety, withdrawals and address changes reopen at ${formatGmt8(reopens)}`);
      expectRefused(await ops.addAddress(member, member.transactionPassword), 'CREDENTIAL_CHANGE_PAUSE');
      expectRefused(await call(platform, '/api/app/withdrawal-address/update', { id: addressId, address: ADDRESS() }, { token: member.token }), 'CREDENTIAL_CHANGE_PAUSE');
      expect(await addressCount(member)).toBe(1);
      expect(await ops.status(member)).toEqual({ moneyLockedUntil: null, withdrawalsPausedUntil: reopens.toISOString() });
      expectOk(await ops.transfer(member, member.transactionPassword));

      clock.advance(24 * HOUR);
      // A day is past the session's idle limit: sign in again.
      member.token = await login(platform, member);
      expect(await ops.status(member)).toEqual({ moneyLockedUntil: null, withdrawalsPausedUntil: null });
      expectOk(await ops.withdraw(member, addressId, member.transactionPassword));
      expectOk(await ops.addAddress(member, member.transactionPassword));
    }
  });

  it('turning the authenticator on or off, new recovery codes and an operator reset each start the 24-hour pause too', async () => {
    const STEP = 30_000;
    const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    /** A code of the next 30-second step: each code is taken once. */
    const nextCode = async (secret: string) => {
      clock.advance(STEP);
      return codeNow(secret);
    };
    const enable = async (member: SignedIn): Promise<string> => {
      const begun = expectOk(await call(platform, '/api/security/totp/begin', {}, { token: member.token })) as Loose;
      expectOk(await call(platform, '/api/security/totp/confirm', { totpCode: await codeNow(begun.secret), transactionPassword: member.transactionPassword }, { token: member.token }));
      return begun.secret as string;
    };
    /** A member whose factor is on and whose enabling's pause has passed, so the next change's own pause shows. */
    const withFactorPastPause = async (member: SignedIn): Promise<string> => {
      const secret = await enable(member);
      await platform.db.updateTable('member_security').set({ credentials_changed_at: new Date(clock.now().getTime() - 25 * HOUR) }).where('member_id', '=', member.userId).execute();
      expect(await ops.status(member)).toEqual({ moneyLockedUntil: null, withdrawalsPausedUntil: null });
      return secret;
    };
    const changes: Record<string, (member: SignedIn) => Promise<string | undefined>> = {
      enabling: async (member) => enable(member),
      disabling: async (member) => {
        const secret = await withFactorPastPause(member);
        expectOk(await call(platform, '/api/security/totp/disable', { transactionPassword: member.transactionPassword, totpCode: await nextCode(secret) }, { token: member.token }));
        return undefined;
      },
      'new recovery codes': async (member) => {
        const secret = await withFactorPastPause(member);
        expectOk(await call(platform, '/api/security/recovery-codes/regenerate', { transactionPassword: member.transactionPassword, totpCode: await nextCode(secret) }, { token: member.token }));
        return secret;
      },
      'an operator reset': async (member) => {
        await withFactorPastPause(member);
        await platform.admin('security/factors/reset', { userName: member.userName, operator: 'support-1', reason: 'identity checked by video call' });
        return undefined;
      },
    };
    for (const [name, change] of Object.entries(changes)) {
      const { member, addressId } = await fundedMember();
      const secret = await change(member);
      const reopens = new Date(clock.now().getTime() + 24 * HOUR);
      expect({ name, status: await ops.status(member) }).toEqual({ name, status: { moneyLockedUntil: null, withdrawalsPausedUntil: reopens.toISOString() } });
      const totpCode = secret === undefined ? {} : { totpCode: await nextCode(secret) };
      const withdrawal = await call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '20', transactionPassword: member.transactionPassword, requestId: randomUUID(), ...totpCode }, { token: member.token });
      expect({ name, reason: withdrawal.reason }).toEqual({ name, reason: 'CREDENTIAL_CHANGE_PAUSE' });
    }
  });
});

describeOnPostgres('transaction-password guesses in parallel (PostgreSQL)', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  it('20 wrong guesses at once, then 10 more: at most four are answered as merely wrong, the rest locked, and the right password is refused after', async () => {
    const [member, recipient] = [await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, member.userName, 'CASH_POINT', '100');
    const ops = operations(platform, () => recipient);
    const burst: Answer[] = await Promise.all(Array.from({ length: 20 }, () => ops.transfer(member, WRONG)));
    const after: Answer[] = [];
    for (let i = 0; i < 10; i += 1) after.push(await ops.transfer(member, WRONG));
    const reasons = [...burst, ...after].map((answer) => answer.reason);
    expect(reasons.every((reason) => reason === 'WRONG_TRANSACTION_PASSWORD' || reason === 'TRANSACTION_PASSWORD_LOCKED')).toBe(true);
    expect(reasons.filter((reason) => reason === 'WRONG_TRANSACTION_PASSWORD').length).toBeLessThanOrEqual(4);
    expectRefused(await ops.transfer(member, member.transactionPassword), 'TRANSACTION_PASSWORD_LOCKED');
    expect((await snapshot(platform, member.token))['CASH_POINT/available']).toBe('100');
  });
});
