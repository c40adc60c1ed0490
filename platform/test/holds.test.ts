import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_TYPES } from '../src/credits/credit-types.ts';
import { money } from '../src/lib/money.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, HOUR, TestClock, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { accrue, passDays, product } from './product-helpers.ts';

// Held amounts (docs/rest-api.md, "Held amounts"): every kind of hold is made through the real
// routes; the list then adds up to the frozen or locked balance exactly, and the hold leaves the
// list when its money is released.

interface Hold {
  kind: string;
  coinName: string;
  state: 'frozen' | 'locked';
  amount: string;
  since: string;
  until: string | null;
  reference: string;
  path: string;
}

describe('held amounts (assetsHoldList)', () => {
  // 2030-06-01 16:00 GMT+8.
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let platform: TestPlatform;

  const holdsOf = async (member: SignedIn, coinName?: string): Promise<Hold[]> =>
    expectOk(await call(platform, '/api/app/assets/assetsHoldList', coinName ? { coinName } : {}, { token: member.token }));

  /** The member's holds, after checking that those of each credit and state add up to its balance. */
  async function balancedHolds(member: SignedIn): Promise<Hold[]> {
    const holds = await holdsOf(member);
    const balances = await snapshot(platform, member.token);
    for (const coin of CREDIT_TYPES) {
      for (const state of ['frozen', 'locked'] as const) {
        const sum = holds.filter((h) => h.coinName === coin && h.state === state).reduce((total, h) => total.plus(h.amount), money('0'));
        expect(`${coin}/${state} ${sum.toString()}`).toBe(`${coin}/${state} ${money(balances[`${coin}/${state}`]!).toString()}`);
      }
    }
    for (const coin of CREDIT_TYPES) expect(await holdsOf(member, coin)).toEqual(holds.filter((h) => h.coinName === coin));
    return holds;
  }

  const otc = (member: SignedIn, path: string, data: Record<string, unknown>) => call(platform, `/api/app/otc/${path}`, { ...data, requestId: randomUUID() }, { token: member.token });

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { WITHDRAWAL_FEE: '2', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000', SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720' } });
  });
  afterAll(() => platform?.close());

  it('lists nothing for a member with nothing held', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '50');
    expect(await balancedHolds(member)).toEqual([]);
  });

  it('WITHDRAWAL_REVIEW, then WITHDRAWAL_PAYOUT once approved; gone when paid out', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'WITHDRAWAL_POINT', '500');
    const addressId = `wad_test${randomBytes(6).toString('hex')}`;
    await platform.db
      .insertInto('withdrawal_addresses')
      .values({ id: addressId, member_id: member.userId, type: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, usable_from: new Date(clock.now().getTime() - HOUR) })
      .execute();
    const order = expectOk(
      await call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '123.45', transactionPassword: member.transactionPassword }, { token: member.token }),
    ) as Loose;
    expect(await balancedHolds(member)).toEqual([
      { kind: 'WITHDRAWAL_REVIEW', coinName: 'WITHDRAWAL_POINT', state: 'frozen', amount: '123.45', since: clock.now().toISOString(), until: null, reference: order.id, path: '/withdraw' },
    ]);
    await platform.admin('withdrawals/transition', { id: order.id, action: 'approve' });
    expect((await balancedHolds(member)).map((h) => [h.kind, h.amount])).toEqual([['WITHDRAWAL_PAYOUT', '123.45']]);
    await platform.admin('withdrawals/transition', { id: order.id, action: 'pay' });
    expect(await balancedHolds(member)).toEqual([]);
    await expectLedgerClean(platform);
  });

  it('CONVERT_REVIEW while a large convert waits; gone when the member cancels it', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '20000');
    const order = expectOk(await call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '10000.5' }, { token: member.token })) as Loose;
    expect(order.status).toBe('PENDING');
    expect(await balancedHolds(member)).toEqual([
      { kind: 'CONVERT_REVIEW', coinName: 'CASH_POINT', state: 'frozen', amount: '10000.5', since: clock.now().toISOString(), until: null, reference: order.id, path: '/convert' },
    ]);
    expectOk(await call(platform, '/api/app/convert/cancelConvert', { id: order.id }, { token: member.token }));
    expect(await balancedHolds(member)).toEqual([]);
  });

  it('OTC_ESCROW for what is left of an offer and OTC_APPEAL on both sides of an appealed trade; gone on release and cancel', async () => {
    const [seller, buyer] = [await signedInMember(platform), await signedInMember(platform)];
    for (const member of [seller, buyer]) await platform.admin('members/flags', { userName: member.userName, otcStatus: 1 });
    await credit(platform, seller.userName, 'USDT_POINT', '300');
    await credit(platform, buyer.userName, 'CASH_POINT', '1000');
    const offer = expectOk(await otc(seller, 'publish', { amount: '300', price: '7', minAmount: '1', maxAmount: '300', transactionPassword: seller.transactionPassword })) as Loose;
    expect((await balancedHolds(seller)).map((h) => [h.kind, h.coinName, h.amount, h.reference, h.path])).toEqual([['OTC_ESCROW', 'USDT_POINT', '300', offer.id, '/otc?tab=offers']]);

    clock.advance(60_000);
    const purchase = expectOk(await otc(buyer, 'buy', { id: offer.id, amount: '100' })) as Loose;
    const tradeId = purchase.trade?.id ?? purchase.id;
    expect((await balancedHolds(seller)).map((h) => [h.kind, h.amount])).toEqual([['OTC_ESCROW', '200']]);
    expect(await balancedHolds(buyer)).toEqual([]);

    clock.advance(60_000);
    expectOk(await otc(buyer, 'appeal', { tradeId, reason: 'Wrong price agreed' }));
    const buyerHolds = await balancedHolds(buyer);
    expect(buyerHolds.map((h) => [h.kind, h.coinName, h.reference, h.since, h.path])).toEqual([['OTC_APPEAL', 'USDT_POINT', tradeId, clock.now().toISOString(), '/otc?tab=trades']]);
    const sellerHolds = await balancedHolds(seller);
    expect(sellerHolds.map((h) => [h.kind, h.coinName])).toEqual([
      ['OTC_ESCROW', 'USDT_POINT'],
      ['OTC_APPEAL', 'CASH_POINT'],
    ]);
    expect(money(sellerHolds[1]!.amount).greaterThan(0)).toBe(true);

    await platform.admin('otc/appeals/decide', { tradeId, decision: 'RELEASE' });
    expect(await balancedHolds(buyer)).toEqual([]);
    expect((await balancedHolds(seller)).map((h) => h.kind)).toEqual(['OTC_ESCROW']);
    expectOk(await otc(seller, 'cancel', { id: offer.id }));
    expect(await balancedHolds(seller)).toEqual([]);
    await expectLedgerClean(platform);
  });

  it('COMMITMENT_APPLICATION while it waits; gone when rejected, and a PACKAGE_LOCK once one is approved', async () => {
    const member = await signedInMember(platform);
    await platform.admin('members/flags', { userName: member.userName, commitmentPackageStatus: 1 });
    await credit(platform, member.userName, 'ASSETS_POINT', '250');
    const commit = async () =>
      expectOk(await call(platform, '/api/app/commitment-package/addCommitmentPackage', { matchingId: 'ENT-100', requestId: randomUUID() }, { token: member.token })) as Loose;
    const rejected = await commit();
    expect(await balancedHolds(member)).toEqual([
      { kind: 'COMMITMENT_APPLICATION', coinName: 'ASSETS_POINT', state: 'frozen', amount: '100', since: clock.now().toISOString(), until: null, reference: rejected.id, path: '/commitment/details' },
    ]);
    await platform.admin('commitments/reject', { id: rejected.id, reason: 'not now' });
    expect(await balancedHolds(member)).toEqual([]);

    const approved = await commit();
    expect((await balancedHolds(member)).map((h) => [h.kind, h.reference])).toEqual([['COMMITMENT_APPLICATION', approved.id]]);
    const decided = await platform.admin<Loose>('commitments/approve', { id: approved.id });
    expect((await balancedHolds(member)).map((h) => [h.kind, h.state, h.amount, h.reference])).toEqual([['PACKAGE_LOCK', 'locked', '100', decided.packageId ?? decided.package?.id ?? expect.any(String)]]);
  });

  it('PACKAGE_LOCK for each package until its contract ends, through the daily runs; gone when redeemed', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'INSURANCE_POINT', '500');
    await credit(platform, member.userName, 'ASSETS_POINT', '500');
    const insurance = expectOk(await product(platform, member, 'insurance/buyMatching', { matchingId: 'INS-100' })) as Loose;
    const entrust = expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-100' })) as Loose;
    const holds = await balancedHolds(member);
    expect(holds).toEqual([
      { kind: 'PACKAGE_LOCK', coinName: 'INSURANCE_POINT', state: 'locked', amount: '100', since: clock.now().toISOString(), until: '2030-06-30T16:00:00.000Z', reference: insurance.id, path: '/insurance' },
      { kind: 'PACKAGE_LOCK', coinName: 'ASSETS_POINT', state: 'locked', amount: '100', since: clock.now().toISOString(), until: '2030-06-30T16:00:00.000Z', reference: entrust.id, path: '/custody' },
    ].sort((a, b) => a.reference.localeCompare(b.reference)));

    // Days of accrual: whatever a run adds to a principal is in its hold as in the locked balance.
    await passDays(platform, clock, 3, [member]);
    await accrue(platform);
    expect((await balancedHolds(member)).map((h) => h.kind)).toEqual(['PACKAGE_LOCK', 'PACKAGE_LOCK']);

    await passDays(platform, clock, 27, [member]); // past both contracts' end: no date is known any more
    await accrue(platform);
    expect((await balancedHolds(member)).map((h) => h.until)).toEqual([null, null]);
    expectOk(await product(platform, member, 'insurance/redeem', { id: insurance.id }));
    expectOk(await product(platform, member, 'trusteeship/redeem', { id: entrust.id }));
    expect(await balancedHolds(member)).toEqual([]);
    await expectLedgerClean(platform);
  });

  it('PACKAGE_LOCK follows the principal through an upgrade, a fine and a refill, and covers granted packages', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'INSURANCE_POINT', '2000');
    const bought = expectOk(await product(platform, member, 'insurance/buyMatching', { matchingId: 'INS-100' })) as Loose;
    expectOk(await product(platform, member, 'insurance/upgradeMatching', { id: bought.id, matchingId: 'INS-500' }));
    const amountOf = async (id: string) => (await balancedHolds(member)).find((h) => h.reference === id)?.amount;
    expect(await amountOf(bought.id)).toBe('500');
    await platform.admin('packages/fine', { id: bought.id, amount: '250.5', reason: 'late' });
    expect(await amountOf(bought.id)).toBe('249.5');
    expectOk(await product(platform, member, 'insurance/fillingPositions', { id: bought.id }));
    expect(await amountOf(bought.id)).toBe('500');

    const special = await platform.admin<Loose>('packages/grant', { userName: member.userName, matchingId: 'ENT-1000', origin: 'SPECIAL' });
    const trial = await platform.admin<Loose>('packages/grant', { userName: member.userName, matchingId: 'ENT-100', origin: 'TRIAL' });
    const holds = await balancedHolds(member);
    expect(holds.filter((h) => h.kind === 'PACKAGE_LOCK').map((h) => [h.reference, h.coinName, h.amount]).sort()).toEqual(
      [
        [bought.id, 'INSURANCE_POINT', '500'],
        [special.id, 'ASSETS_POINT', '1000'],
        [trial.id, 'ASSETS_POINT', '100'],
      ].sort(),
    );
    await expectLedgerClean(platform);
  });

  it('refuses with a 500, and serves no list, when the holds do not add up to the balance', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'ASSETS_POINT', '200');
    const pkg = expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-100' })) as Loose;
    await platform.db.updateTable('member_packages').set({ principal: '99' }).where('id', '=', pkg.id).execute();
    const answer = await call(platform, '/api/app/assets/assetsHoldList', {}, { token: member.token });
    expect({ status: answer.status, reason: answer.reason, data: answer.data }).toEqual({ status: 500, reason: 'INTERNAL', data: null });
    await platform.db.updateTable('member_packages').set({ principal: '100' }).where('id', '=', pkg.id).execute();
    expect((await balancedHolds(member)).map((h) => h.amount)).toEqual(['100']);
  });
});
