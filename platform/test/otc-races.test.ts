// Races on one OTC offer (RELIABILITY.md), on PostgreSQL (real concurrency): the offer row is
// locked, so buyers racing for the last part of an offer take turns: exactly one wins, the
// escrow is exact (what the buyers got plus what is still frozen is what was offered), and the
// ledger stays clean.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TestPlatform } from '../src/testing.ts';
import { call, expectOk, usePlatformOnPostgres, type Answer, type Loose, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const BUYERS = 10;
const ATTEMPTS_EACH = 3;

describeOnPostgres('OTC races on PostgreSQL', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  const otc = (member: SignedIn, path: string, data: Record<string, unknown>) =>
    call(platform, `/api/app/otc/${path}`, { ...(path === 'publish' ? { transactionPassword: member.transactionPassword } : {}), ...data, requestId: randomUUID() }, { token: member.token });

  async function member(coin: string, amount: string): Promise<SignedIn> {
    const signedIn = await signedInMember(platform);
    await platform.admin('members/flags', { userName: signedIn.userName, otcStatus: 1 });
    await credit(platform, signedIn.userName, coin, amount);
    return signedIn;
  }

  function outcome(answers: Answer[], reasons: string[]): Answer[] {
    for (const answer of answers) {
      if (answer.code === 20000) continue;
      expect({ status: answer.status, code: answer.code }).toEqual({ status: 200, code: 9001 });
      expect(reasons, answer.msg).toContain(answer.reason);
    }
    return answers.filter((a) => a.code === 20000);
  }

  async function usdt(members: SignedIn[]) {
    const snapshots = await Promise.all(members.map((m) => snapshot(platform, m.token)));
    return snapshots.map((s) => Number(s['USDT_POINT/available']));
  }

  it(`${BUYERS} buyers × ${ATTEMPTS_EACH} racing for the last 10 of an offer: exactly one takes it, the escrow ends at 0 exactly`, async () => {
    const seller = await member('USDT_POINT', '100');
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => member('CASH_POINT', '1000')));
    const offer = expectOk(await otc(seller, 'publish', { amount: '100', price: '3.5', minAmount: '1', maxAmount: '100' }));
    expectOk(await otc(buyers[0]!, 'buy', { id: offer.id, amount: '90' }));
    const answers = await Promise.all(buyers.flatMap((buyer) => Array.from({ length: ATTEMPTS_EACH }, () => otc(buyer, 'buy', { id: offer.id, amount: '10' }))));
    expect(outcome(answers, ['OTC_OFFER_CLOSED'])).toHaveLength(1);
    const sellerBalances = await snapshot(platform, seller.token);
    expect(sellerBalances['USDT_POINT/frozen']).toBe('0');
    // 100 × 3.5 = 350 paid, 1 % fee 3.5: the seller has 346.5.
    expect(sellerBalances['CASH_POINT/available']).toBe('346.5');
    expect((await usdt(buyers)).reduce((a, b) => a + b, 0)).toBe(100);
    const [mine] = expectOk(await otc(seller, 'otcRecordList', {})).list as Loose[];
    expect(mine).toMatchObject({ status: 'COMPLETED', remaining: '0', sold: '100' });
    await expectLedgerClean(platform);
  });

  it('50 takes at once by one buyer who can pay for 10: exactly the affordable ones pass, the rest are refused for the balance', async () => {
    const seller = await member('USDT_POINT', '100');
    // 10 takes of 1 at 3.5 cost 35: the buyer has exactly that.
    const [buyer] = await Promise.all([member('CASH_POINT', '35')]);
    const offer = expectOk(await otc(seller, 'publish', { amount: '100', price: '3.5', minAmount: '1', maxAmount: '100' }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => otc(buyer!, 'buy', { id: offer.id, amount: '1' })));
    expect(outcome(answers, ['INSUFFICIENT_BALANCE'])).toHaveLength(10);
    const buyerBalances = await snapshot(platform, buyer!.token);
    expect(buyerBalances['CASH_POINT/available']).toBe('0');
    expect(buyerBalances['USDT_POINT/available']).toBe('10');
    const sellerBalances = await snapshot(platform, seller.token);
    expect(sellerBalances['USDT_POINT/frozen']).toBe('90');
    // 35 paid, 1 % fee 0.35: the seller has 34.65.
    expect(sellerBalances['CASH_POINT/available']).toBe('34.65');
    const [mine] = expectOk(await otc(seller, 'otcRecordList', {})).list as Loose[];
    expect(mine).toMatchObject({ status: 'PUBLISHED', remaining: '90', sold: '10' });
    await expectLedgerClean(platform);
  });

  it('buyers racing for more than is left and the seller cancelling at once: what was sold plus what returned is exactly the offer', async () => {
    const seller = await member('USDT_POINT', '50');
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => member('CASH_POINT', '1000')));
    const offer = expectOk(await otc(seller, 'publish', { amount: '50', price: '2', minAmount: '1', maxAmount: '50' }));
    const answers = await Promise.all([
      ...buyers.flatMap((buyer) => Array.from({ length: ATTEMPTS_EACH }, () => otc(buyer, 'buy', { id: offer.id, amount: '7' }))),
      otc(seller, 'cancel', { id: offer.id }),
    ]);
    const won = outcome(answers, ['OTC_OFFER_CLOSED', 'OTC_AMOUNT_ABOVE_REMAINING']);
    // 7 never divides 50, so the offer cannot complete: the cancel always wins its turn.
    const cancelled = won.find((a) => a.data.status === 'CANCELLED');
    expect(cancelled).toBeDefined();
    const fills = won.filter((a) => a !== cancelled);
    expect(fills.length).toBeLessThanOrEqual(7); // 7 × 7 = 49 ≤ 50 < 8 × 7
    const bought = (await usdt(buyers)).reduce((a, b) => a + b, 0);
    expect(bought).toBe(fills.length * 7);
    const sellerBalances = await snapshot(platform, seller.token);
    expect(sellerBalances['USDT_POINT/frozen']).toBe('0');
    expect(Number(sellerBalances['USDT_POINT/available'])).toBe(50 - bought);
    expect(cancelled!.data.returned).toBe(String(50 - bought));
    await expectLedgerClean(platform);
  });
});
