import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { seedCommitment, winningTicket } from '../src/jackpot/draw.ts';
import { call, expectBadRequest, expectOk, expectRefused, TestClock, type Answer, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { tryAdmin } from './product-helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';

const prize = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string): Promise<Answer> =>
  call(platform, `/api/app/grandPrize/${path}`, path === 'grandPrize' && !('requestId' in data) ? { ...data, requestId: randomUUID() } : data, {
    token: member.token,
    ...(locale ? { locale } : {}),
  });

/** What anyone can compute from the published data, written out here without the platform's code. */
function recompute(seedHex: string, roundId: string, ticketCount: number) {
  const commitment = createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
  const hmac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(roundId, 'utf8').digest('hex');
  return { commitment, winningTicket: Number(BigInt(`0x${hmac}`) % BigInt(ticketCount)) };
}

describe('the draw protocol (docs/jackpot.md, "The draw")', () => {
  it('has fixed answers for the documented test vector', () => {
    const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
    expect(seedCommitment(seed)).toBe('4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef');
    expect(winningTicket(seed, 'jpr_EXAMPLE', 10)).toBe(2);
    expect(winningTicket(seed, 'jpr_EXAMPLE', 1)).toBe(0);
  });
});

describe('the jackpot (grandPrize), the worked example of docs/jackpot.md', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-07-01T08:00:00.000Z'));
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn; // holds 1 CASH_POINT: cannot pay a ticket

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    [alice, bob, carol] = [await signedInMember(platform), await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, alice.userName, 'CASH_POINT', '20');
    await credit(platform, bob.userName, 'CASH_POINT', '20');
    await credit(platform, carol.userName, 'CASH_POINT', '1');
  });
  afterAll(async () => {
    await platform?.close();
  });

  // One jackpot round from opening to draw, and the platform-wide state (the current round, its
  // pool) each step reads from the one before: one story.
  it('the worked example in order: a round opened, tickets bought, the draw, the round after', { timeout: storyTimeout(8) }, async () => {
    let round: Loose;
    let aliceFirst: Loose;
    let bobOrder: Loose;
    let aliceSecond: Loose;
    await step('before the first round: no round, an empty pool, no orders; entering is refused with balances unchanged', async () => {
      expect(expectOk(await prize(platform, alice, 'getGrandPrizeStatus'))).toEqual({ round: null, myTickets: 0, myOrders: 0 });
      expect(expectOk(await prize(platform, alice, 'grandPrizeAmount'))).toMatchObject({ roundId: null, poolAmount: '0', ticketCount: 0 });
      expect(expectOk(await prize(platform, alice, 'grandPrizeOrderList'))).toMatchObject({ list: [], total: 0 });
      const before = await snapshot(platform, alice.token);
      expectRefused(await prize(platform, alice, 'grandPrize', { roundId: 'jpr_nope', tickets: 1 }), 'JACKPOT_NO_ROUND');
      expect((await prize(platform, alice, 'grandPrize', { roundId: 'jpr_nope', tickets: 1 }, 'zh-CN')).msg).toBe('当前没有进行中的奖池');
      expect(await snapshot(platform, alice.token)).toEqual(before);
    });

    await step('the operator opens a round: the seed’s SHA-256 is published at once, the seed itself is not', async () => {
      expect((await tryAdmin(platform, 'jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '0', feeRatio: '0.1' })).reason).toBe('VALIDATION');
      expect((await tryAdmin(platform, 'jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '2.5', feeRatio: '0.5' })).reason).toBe('VALIDATION');
      round = await platform.admin('jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '2.5', feeRatio: '0.1' });
      expect(round).toMatchObject({ coinName: 'CASH_POINT', ticketPrice: '2.5', feeRatio: '0.1', status: 'IN_PROGRESS', drawn: false, seed: null, ticketCount: 0, poolAmount: '0' });
      expect(round.id).toMatch(/^jpr_/);
      expect(round.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await tryAdmin(platform, 'jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '1', feeRatio: '0' })).reason).toBe('JACKPOT_ROUND_OPEN');
      const status = expectOk(await prize(platform, alice, 'getGrandPrizeStatus'));
      expect(status.round).toMatchObject({ id: round.id, seedHash: round.seedHash, seed: null, status: 'IN_PROGRESS', drawn: false });
      expect(JSON.stringify(await platform.admin('jackpot/list', {}))).not.toMatch(/"seed":"[0-9a-f]/);
    });

    await step('refuses zero, negative, fractional, too many and malformed ticket counts as bad input, with balances unchanged', async () => {
      const before = await snapshot(platform, alice.token);
      for (const tickets of [0, -1, 1.5, 1001, '2', null]) expectBadRequest(await prize(platform, alice, 'grandPrize', { roundId: round.id, tickets }));
      expectBadRequest(await prize(platform, alice, 'grandPrize', { roundId: round.id }));
      expectBadRequest(await prize(platform, alice, 'grandPrize', { roundId: round.id, tickets: 1, requestId: 'short' }));
      expect(await snapshot(platform, alice.token)).toEqual(before);
      expect(expectOk(await prize(platform, alice, 'grandPrizeOrderList')).total).toBe(0);
    });

    await step('refuses what the balance cannot pay and a round the member did not review, with balances unchanged', async () => {
      const before = await snapshot(platform, carol.token);
      expectRefused(await prize(platform, carol, 'grandPrize', { roundId: round.id, tickets: 1 }), 'INSUFFICIENT_BALANCE');
      expectRefused(await prize(platform, carol, 'grandPrize', { roundId: 'jpr_other', tickets: 1 }), 'JACKPOT_ROUND_CHANGED');
      expect(await snapshot(platform, carol.token)).toEqual(before);
      expect(expectOk(await prize(platform, carol, 'grandPrizeOrderList')).total).toBe(0);
      expect(expectOk(await prize(platform, carol, 'grandPrizeAmount'))).toMatchObject({ poolAmount: '0', ticketCount: 0 });
    });

    await step('members buy tickets, numbered in order: Alice 0–2 (7.5), Bob 3–7 (12.5), Alice 8–9 (5); a repeated request buys once', async () => {
      const requestId = randomUUID();
      aliceFirst = expectOk(await prize(platform, alice, 'grandPrize', { roundId: round.id, tickets: 3, requestId }));
      expect(aliceFirst).toMatchObject({ roundId: round.id, tickets: 3, firstTicket: 0, lastTicket: 2, amount: '7.5', coinName: 'CASH_POINT', status: 'UNPAID', drawn: false, roundStatus: 'IN_PROGRESS', prizeAmount: null });
      expect(expectOk(await prize(platform, alice, 'grandPrize', { roundId: round.id, tickets: 3, requestId })).id).toBe(aliceFirst.id);
      bobOrder = expectOk(await prize(platform, bob, 'grandPrize', { roundId: round.id, tickets: 5 }));
      expect(bobOrder).toMatchObject({ firstTicket: 3, lastTicket: 7, amount: '12.5' });
      aliceSecond = expectOk(await prize(platform, alice, 'grandPrize', { roundId: round.id, tickets: 2 }));
      expect(aliceSecond).toMatchObject({ firstTicket: 8, lastTicket: 9, amount: '5' });

      expect((await snapshot(platform, alice.token))['CASH_POINT/available']).toBe('7.5');
      expect((await snapshot(platform, bob.token))['CASH_POINT/available']).toBe('7.5');
      expect(expectOk(await prize(platform, bob, 'grandPrizeAmount'))).toEqual({ roundId: round.id, coinName: 'CASH_POINT', poolAmount: '25', prizeAmount: '22.5', ticketCount: 10, drawn: false });
      const status = expectOk(await prize(platform, alice, 'getGrandPrizeStatus'));
      expect(status).toMatchObject({ myTickets: 5, myOrders: 2, round: { ticketCount: 10, poolAmount: '25', prizeAmount: '22.5', feeAmount: '2.5' } });
      const records = await recordsOf(platform, alice.token, { recordType: 'JACKPOT_ENTRY' });
      expect(records.map((r: Loose) => r.amount).sort()).toEqual(['-5', '-7.5']);
      const mine = expectOk(await prize(platform, alice, 'grandPrizeOrderList'));
      expect(mine.list.map((o: Loose) => o.id)).toEqual([aliceSecond.id, aliceFirst.id]);
      await expectLedgerClean(platform);
    });

    await step('the draw is refused while the round is in progress; closed, it takes no more entries', async () => {
      expect((await tryAdmin(platform, 'jackpot/draw', { id: round.id })).reason).toBe('JACKPOT_NOT_COMPLETE');
      const closed = await platform.admin('jackpot/close', { id: round.id });
      expect(closed).toMatchObject({ status: 'COMPLETE', drawn: false, seed: null });
      expect((await tryAdmin(platform, 'jackpot/close', { id: round.id })).reason).toBe('JACKPOT_ROUND_COMPLETE');
      const before = await snapshot(platform, bob.token);
      expectRefused(await prize(platform, bob, 'grandPrize', { roundId: round.id, tickets: 1 }), 'JACKPOT_ROUND_COMPLETE');
      expect(await snapshot(platform, bob.token)).toEqual(before);
      expect(expectOk(await prize(platform, bob, 'grandPrizeOrderList')).list[0]).toMatchObject({ roundStatus: 'COMPLETE', drawn: false, status: 'UNPAID' });
    });

    await step('the operator draws once: the seed matches its commitment, the winner recomputes from the published data, and is paid the pool less the fee', async () => {
      expect((await tryAdmin(platform, 'jackpot/draw', { id: 'jpr_nope' })).reason).toBe('JACKPOT_ROUND_NOT_FOUND');
      const drawn: Loose = await platform.admin('jackpot/draw', { id: round.id });
      expect(drawn).toMatchObject({ status: 'COMPLETE', drawn: true, ticketCount: 10, poolAmount: '25', prizeAmount: '22.5', feeAmount: '2.5' });

      // Everything needed to check the draw is public to members now.
      const status = expectOk(await prize(platform, bob, 'getGrandPrizeStatus')).round;
      expect(status.seed).toMatch(/^[0-9a-f]{64}$/);
      const check = recompute(status.seed, status.id, status.ticketCount);
      expect(check.commitment).toBe(round.seedHash);
      expect(status.seedHash).toBe(round.seedHash);
      expect(status.winningTicket).toBe(check.winningTicket);
      const winningOrder = [aliceFirst, bobOrder, aliceSecond].find((o) => o.firstTicket <= check.winningTicket && check.winningTicket <= o.lastTicket);
      expect(status.winningOrderId).toBe(winningOrder.id);
      expect({ first: status.winningFirstTicket, last: status.winningLastTicket }).toEqual({ first: winningOrder.firstTicket, last: winningOrder.lastTicket });

      const aliceWon = winningOrder.id !== bobOrder.id;
      const [winner, loser] = aliceWon ? [alice, bob] : [bob, alice];
      expect((await snapshot(platform, winner.token))['CASH_POINT/available']).toBe('30');
      expect((await snapshot(platform, loser.token))['CASH_POINT/available']).toBe('7.5');
      const profit = await recordsOf(platform, winner.token, { recordType: 'JACKPOT_PROFIT' });
      expect(profit.map((r: Loose) => r.amount)).toEqual(['22.5']);
      expect(await recordsOf(platform, loser.token, { recordType: 'JACKPOT_PROFIT' })).toEqual([]);

      const winnerOrders = expectOk(await prize(platform, winner, 'grandPrizeOrderList', { status: 'WINNING' })).list;
      expect(winnerOrders).toEqual([expect.objectContaining({ id: winningOrder.id, status: 'WINNING', prizeAmount: '22.5', drawn: true, roundStatus: 'COMPLETE' })]);
      const loserOrders = expectOk(await prize(platform, loser, 'grandPrizeOrderList')).list;
      expect(loserOrders.every((o: Loose) => o.status === 'UNPAID' && o.drawn && o.prizeAmount === null)).toBe(true);

      const shown: Loose = await platform.admin('jackpot/show', { id: round.id });
      expect(shown.tickets.map((t: Loose) => [t.firstTicket, t.lastTicket])).toEqual([[0, 2], [3, 7], [8, 9]]);
      expect(shown.winnerUserName).toBe(winner.userName);

      expect((await tryAdmin(platform, 'jackpot/draw', { id: round.id })).reason).toBe('JACKPOT_ALREADY_DRAWN');
      expect((await snapshot(platform, winner.token))['CASH_POINT/available']).toBe('30');
      await expectLedgerClean(platform);
    });

    await step('a round past its closing time is complete; drawn without tickets it has no winner; the next round opens after it', async () => {
      const next: Loose = await platform.admin('jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '1', feeRatio: '0', closesAt: '2030-07-01T08:10:00.000Z' });
      expect(next).toMatchObject({ status: 'IN_PROGRESS', closesAt: '2030-07-01T08:10:00.000Z' });
      // A member who reviewed the drawn round is told the round changed.
      expectRefused(await prize(platform, alice, 'grandPrize', { roundId: round.id, tickets: 1 }), 'JACKPOT_ROUND_CHANGED');
      clock.advance(11 * 60 * 1000);
      expect(expectOk(await prize(platform, alice, 'getGrandPrizeStatus')).round).toMatchObject({ id: next.id, status: 'COMPLETE', drawn: false });
      expectRefused(await prize(platform, alice, 'grandPrize', { roundId: next.id, tickets: 1 }), 'JACKPOT_ROUND_COMPLETE');
      const drawn: Loose = await platform.admin('jackpot/draw', { id: next.id });
      expect(drawn).toMatchObject({ drawn: true, ticketCount: 0, winningTicket: null, winningOrderId: null, prizeAmount: null, poolAmount: '0' });
      expect(seedCommitment(drawn.seed)).toBe(next.seedHash);
      await expectLedgerClean(platform);
    });
  });
});
