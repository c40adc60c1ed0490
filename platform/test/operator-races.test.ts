// Operator decisions raced (RELIABILITY.md), on PostgreSQL (real concurrency): two operators,
// or one double-clicking, decide the same case thirty times at once, half one way and half the
// other. Exactly one decision takes effect and pays once; every other is refused with the
// case's "no longer open" reason; the balances are those of the decision that won, and the
// ledger stays clean. (A claim approved fifty ways at once is in races.test.ts.)
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TestPlatform } from '../src/testing.ts';
import { call, expectOk, usePlatformOnPostgres, type Answer, type Loose, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { tryAdmin } from './product-helpers.ts';

const ATTEMPTS = 30;

/** The one decision that took effect; every other answer is the refusal named. */
function winner(answers: Answer[], refusal: string): Answer {
  const passed = answers.filter((answer) => answer.status === 200 && answer.code === undefined);
  expect(passed, JSON.stringify(answers.map((a) => a.reason ?? a.data?.status))).toHaveLength(1);
  for (const refused of answers.filter((answer) => answer !== passed[0])) {
    expect({ status: refused.status, code: refused.code, reason: refused.reason }).toEqual({ status: 200, code: 9001, reason: refusal });
    expect(refused.msg).toBeTruthy();
  }
  return passed[0]!;
}

describeOnPostgres('operator decisions raced on PostgreSQL', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  /** Half the calls one way, half the other, all at once. */
  const raced = (first: () => Promise<Answer>, second: () => Promise<Answer>) =>
    Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => (i % 2 === 0 ? first() : second())));

  it(`a commitment approved and rejected ${ATTEMPTS} ways at once: one decision, the frozen amount used or returned once`, async () => {
    const member = await signedInMember(platform);
    await platform.admin('members/flags', { userName: member.userName, commitmentPackageStatus: 1 });
    await credit(platform, member.userName, 'ASSETS_POINT', '250');
    const applied = expectOk(
      await call(platform, '/api/app/commitment-package/addCommitmentPackage', { matchingId: 'ENT-100', requestId: randomUUID() }, { token: member.token }),
    ) as Loose;
    expect(await snapshot(platform, member.token)).toMatchObject({ 'ASSETS_POINT/available': '150', 'ASSETS_POINT/frozen': '100' });

    const answers = await raced(
      () => tryAdmin(platform, 'commitments/approve', { id: applied.id }),
      () => tryAdmin(platform, 'commitments/reject', { id: applied.id, reason: 'not eligible' }),
    );
    const decided = winner(answers, 'COMMITMENT_NOT_PENDING').data as Loose;
    const balances = await snapshot(platform, member.token);
    if (decided.status === 'APPROVED') {
      // The package opened from the frozen amount, once.
      expect(balances).toMatchObject({ 'ASSETS_POINT/available': '150', 'ASSETS_POINT/frozen': '0' });
      const packages = expectOk(await call(platform, '/api/app/trusteeship/buyMatchingList', { pageSize: 50 }, { token: member.token })) as Loose;
      expect(packages.list.map((p: Loose) => p.id)).toEqual([decided.packageId]);
    } else {
      expect(decided.status).toBe('REJECTED');
      expect(balances).toMatchObject({ 'ASSETS_POINT/available': '250', 'ASSETS_POINT/frozen': '0' });
    }
    const [shown] = (await platform.admin('commitments/list', { userName: member.userName })) as Loose[];
    expect(shown).toMatchObject({ id: applied.id, status: decided.status });
    await expectLedgerClean(platform);
  });

  it(`a P2P appeal decided ${ATTEMPTS} ways at once (reverse against release): one decision, each side paid once`, async () => {
    const otcMember = async (coin: string, amount: string): Promise<SignedIn> => {
      const member = await signedInMember(platform);
      await platform.admin('members/flags', { userName: member.userName, otcStatus: 1 });
      await credit(platform, member.userName, coin, amount);
      return member;
    };
    const otc = (member: SignedIn, path: string, data: Record<string, unknown>) =>
      call(platform, `/api/app/otc/${path}`, { ...data, requestId: randomUUID() }, { token: member.token });
    const seller = await otcMember('USDT_POINT', '100');
    const buyer = await otcMember('CASH_POINT', '1000');
    const offer = expectOk(await otc(seller, 'publish', { amount: '100', price: '5', minAmount: '1', maxAmount: '100', transactionPassword: seller.transactionPassword })) as Loose;
    const trade = expectOk(await otc(buyer, 'buy', { id: offer.id, amount: '40' })) as Loose;
    expectOk(await otc(buyer, 'appeal', { tradeId: trade.id, reason: 'the seller says it was a typo' }));
    const [sellerBefore, buyerBefore] = [await snapshot(platform, seller.token), await snapshot(platform, buyer.token)];
    // The appeal froze both sides of the trade: what the buyer got and what the seller was paid.
    expect(buyerBefore).toMatchObject({ 'USDT_POINT/frozen': '40', 'CASH_POINT/available': '800' });
    expect(Number(sellerBefore['CASH_POINT/frozen'])).toBeGreaterThan(0);

    const answers = await raced(
      () => tryAdmin(platform, 'otc/appeals/decide', { tradeId: trade.id, decision: 'REVERSE', note: 'typo' }),
      () => tryAdmin(platform, 'otc/appeals/decide', { tradeId: trade.id, decision: 'RELEASE' }),
    );
    const decided = winner(answers, 'OTC_APPEAL_NOT_OPEN').data as Loose;
    const [sellerAfter, buyerAfter] = [await snapshot(platform, seller.token), await snapshot(platform, buyer.token)];
    if (decided.status === 'REVERSED') {
      // Every amount back where it came from: the buyer's cash, the seller's USDT (to the offer's escrow or balance).
      expect(buyerAfter).toMatchObject({ 'USDT_POINT/available': '0', 'USDT_POINT/frozen': '0', 'CASH_POINT/available': '1000' });
      expect(sellerAfter['CASH_POINT/available']).toBe(sellerBefore['CASH_POINT/available']);
      expect(sellerAfter['CASH_POINT/frozen']).toBe('0');
      expect(Number(sellerAfter['USDT_POINT/available']) + Number(sellerAfter['USDT_POINT/frozen'])).toBe(100);
    } else {
      expect(decided.status).not.toBe('APPEALING');
      // The trade stands: each side's frozen part returns to it, once.
      expect(buyerAfter).toMatchObject({ 'USDT_POINT/available': '40', 'USDT_POINT/frozen': '0', 'CASH_POINT/available': '800' });
      expect(Number(sellerAfter['CASH_POINT/available'])).toBe(Number(sellerBefore['CASH_POINT/available']) + Number(sellerBefore['CASH_POINT/frozen']));
      expect(sellerAfter['CASH_POINT/frozen']).toBe('0');
    }
    expect(await platform.admin<Loose[]>('otc/appeals')).toEqual([]);
    await expectLedgerClean(platform);
  });
});
