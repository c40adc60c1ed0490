// Races (RELIABILITY.md): for every operation that moves money, 50 concurrent attempts that
// together ask for more than there is, on PostgreSQL (real concurrency): exactly the affordable
// ones pass, the rest are refused with their message, the ledger stays clean. And a request
// sent ten times at once with one request id applies once, every copy getting the same answer.
// PIN code races are in pin-code-races.test.ts, OTC races in otc-races.test.ts.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectOk, login, TestClock, usePlatformOnPostgres, type Answer, type Loose, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { accrue, DAY, fileClaim, product, screenshot } from './product-helpers.ts';

const ATTEMPTS = 50;

/** Counts passes and refusals; every refusal must carry one of `reasons` and a message. */
function tally(answers: Answer[], reasons: string[]): number {
  for (const answer of answers) {
    if (answer.code === 20000) continue;
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 200, code: 9001 });
    expect(reasons, answer.msg).toContain(answer.reason);
    expect(answer.msg).toBeTruthy();
  }
  return answers.filter((a) => a.code === 20000).length;
}

/** JSON with object keys sorted: a stored answer may come back with its keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const many = (send: () => Promise<Answer>, n = ATTEMPTS) => Promise.all(Array.from({ length: n }, send));

describeOnPostgres('races on PostgreSQL', () => {
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started), { clock, env: { WITHDRAWAL_FEE: '1', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000' } });

  async function member(credits: Record<string, string> = {}): Promise<SignedIn> {
    const m = await signedInMember(platform);
    for (const [coin, amount] of Object.entries(credits)) await credit(platform, m.userName, coin, amount);
    return m;
  }

  it(`transfer: of ${ATTEMPTS} transfers of 10 from 125, exactly 12 pass`, async () => {
    const [alice, bob] = [await member({ CASH_POINT: '125' }), await member()];
    const body = () => ({ toUser: bob.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: alice.transactionPassword, requestId: randomUUID() });
    const answers = await many(() => call(platform, '/api/app/makeOver/makeOver', body(), { token: alice.token }));
    expect(tally(answers, ['INSUFFICIENT_BALANCE'])).toBe(12);
    expect((await snapshot(platform, alice.token))['CASH_POINT/available']).toBe('5');
    expect((await snapshot(platform, bob.token))['CASH_POINT/available']).toBe('120');
    await expectLedgerClean(platform);
  });

  it(`convert: of ${ATTEMPTS} converts of 20 from 130, exactly 6 pass`, async () => {
    const alice = await member({ CASH_POINT: '130' });
    const answers = await many(() =>
      call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '20', requestId: randomUUID() }, { token: alice.token }),
    );
    expect(tally(answers, ['INSUFFICIENT_BALANCE'])).toBe(6);
    const after = await snapshot(platform, alice.token);
    expect(after['CASH_POINT/available']).toBe('10');
    expect(after['USDT_POINT/available']).toBe('117.6'); // 6 × 20 less the 2 % fee
    await expectLedgerClean(platform);
  });

  it(`withdraw: of ${ATTEMPTS} withdrawals of 20 from 45, exactly one passes (one a day, and the balance pays for two)`, async () => {
    const alice = await member({ WITHDRAWAL_POINT: '45' });
    const bank = expectOk(
      await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank Central Asia', accountName: 'Budi Santoso', accountNumber: '1234-5678 90' }, { token: alice.token }),
    );
    const answers = await many(() =>
      call(
        platform,
        '/api/app/withdrawal/withdrawal',
        { bankAccountId: bank.id, amount: '20', transactionPassword: alice.transactionPassword, requestId: randomUUID() },
        { token: alice.token },
      ),
    );
    expect(tally(answers, ['WITHDRAWAL_DAILY_LIMIT', 'INSUFFICIENT_BALANCE'])).toBe(1);
    const after = await snapshot(platform, alice.token);
    expect(Number(after['WITHDRAWAL_POINT/available']) + Number(after['WITHDRAWAL_POINT/frozen'])).toBe(45 - (Number(after['WITHDRAWAL_POINT/frozen']) === 0 ? 20 : 0));
    await expectLedgerClean(platform);
  });

  it(`package buy: of ${ATTEMPTS} buys of Entrust 100 from 250, exactly 2 pass`, async () => {
    const alice = await member({ ASSETS_POINT: '250' });
    const answers = await many(() => product(platform, alice, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    expect(tally(answers, ['INSUFFICIENT_BALANCE'])).toBe(2);
    expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/available': '50', 'ASSETS_POINT/locked': '200' });
    await expectLedgerClean(platform);
  });

  it(`upgrade: of ${ATTEMPTS} upgrades of three packages to Entrust 1000 (900 each) from 950, exactly one passes`, async () => {
    const alice = await member({ ASSETS_POINT: '300' });
    const packages: Loose[] = [];
    for (let i = 0; i < 3; i += 1) packages.push(expectOk(await product(platform, alice, 'trusteeship/buyMatching', { matchingId: 'ENT-100' })));
    await credit(platform, alice.userName, 'ASSETS_POINT', '950');
    let next = 0;
    const answers = await many(() => product(platform, alice, 'trusteeship/upgradeMatching', { id: packages[next++ % 3].id, matchingId: 'ENT-1000' }));
    expect(tally(answers, ['INSUFFICIENT_BALANCE', 'PACKAGE_UPGRADE_NOT_LARGER'])).toBe(1);
    expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/available': '50', 'ASSETS_POINT/locked': '1200' });
    await expectLedgerClean(platform);
  });

  it(`claim payout: of ${ATTEMPTS} approvals of one claim, exactly one pays`, async () => {
    const insured = await member({ INSURANCE_POINT: '200', CASH_POINT: '100' });
    const insurance = expectOk(await product(platform, insured, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    const premium = expectOk(await product(platform, insured, 'insurance/buyInsurance', { id: insurance.id }));
    clock.advance(3 * DAY);
    await accrue(platform); // the daily run places the insured orders
    insured.token = await login(platform, insured);
    const filed = await fileClaim(platform, insured, { premiumId: premium.id, tradeOrder: 2 }, screenshot());
    expect(filed.reason).toBeUndefined();
    const claim = filed.data;
    await platform.admin('claims/review', { id: claim.id });
    const before = Number((await snapshot(platform, insured.token))['BONUS_POINT/available']);
    const answers = await many(() => adminCall(platform, 'claims/approve', { id: claim.id }, platform.adminToken));
    const paid = answers.filter((a) => a.status === 200 && a.data.status === 'APPROVED');
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => !paid.includes(a))) {
      expect({ status: refused.status, code: refused.code, reason: refused.reason }).toEqual({ status: 200, code: 9001, reason: 'ORDER_STATE_INVALID' });
    }
    expect(Number((await snapshot(platform, insured.token))['BONUS_POINT/available'])).toBe(before + Number(paid[0]!.data.payout));
    await expectLedgerClean(platform);
  });

  it(`redeem: of ${ATTEMPTS} redeems of one unlocked insurance package, exactly one pays`, async () => {
    const insured = await member({ INSURANCE_POINT: '200' });
    const insurance = expectOk(await product(platform, insured, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    clock.advance(31 * DAY); // past the 30 days' lock
    insured.token = await login(platform, insured);
    const before = Number((await snapshot(platform, insured.token))['INSURANCE_POINT/available']);
    const answers = await many(() => product(platform, insured, 'insurance/redeem', { id: insurance.id }));
    expect(tally(answers, ['PACKAGE_NOT_ACTIVE'])).toBe(1);
    expect(Number((await snapshot(platform, insured.token))['INSURANCE_POINT/available'])).toBe(before + 98);
    await expectLedgerClean(platform);
  });

  it('a double submit (ten at once, one request id) applies once for transfer, convert and buy, every copy answered alike', async () => {
    const [alice, bob] = [await member({ CASH_POINT: '100', ASSETS_POINT: '500' }), await member()];
    const sends: Array<[string, Record<string, unknown>]> = [
      ['/api/app/makeOver/makeOver', { toUser: bob.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: alice.transactionPassword }],
      ['/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '50' }],
      ['/api/app/trusteeship/buyMatching', { matchingId: 'ENT-100' }],
    ];
    let doubleSubmits = 0;
    for (const [path, data] of sends) {
      const requestId = randomUUID();
      const answers = await many(() => call(platform, path, { ...data, requestId }, { token: alice.token }), 10);
      doubleSubmits += 1;
      const distinct = [...new Set(answers.map((a) => canonical([a.code, a.reason, a.data])))];
      expect(distinct, `${path}: ${distinct.join(' | ')}`).toHaveLength(1);
      expect(answers[0]!.code).toBe(20000);
    }
    expect(await snapshot(platform, alice.token)).toMatchObject({ 'CASH_POINT/available': '40', 'USDT_POINT/available': '49', 'ASSETS_POINT/available': '400', 'ASSETS_POINT/locked': '100' });
    expect((await snapshot(platform, bob.token))['CASH_POINT/available']).toBe('10');
    await expectLedgerClean(platform);
    // Each of the three double submits ran (the count is this test's own, so it holds run alone).
    expect(doubleSubmits).toBe(sends.length);
  });
});
