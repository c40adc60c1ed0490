// Races on one jackpot round (RELIABILITY.md), on PostgreSQL (real concurrency): entries lock the
// round's row, so members entering at once take turns: the ticket runs are contiguous from 0 and
// never overlap, the pool is exactly the tickets × the price; two draws at once pay once.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectOk, usePlatformOnPostgres, type Loose, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const MEMBERS = 8;
const ENTRIES_EACH = 3;

describeOnPostgres('jackpot races on PostgreSQL', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  const enter = (member: SignedIn, roundId: string, tickets: number) =>
    call(platform, '/api/app/grandPrize/grandPrize', { roundId, tickets, requestId: randomUUID() }, { token: member.token });

  it(`${MEMBERS} members × ${ENTRIES_EACH} entries at once: contiguous ticket runs, an exact pool; two draws at once pay once`, async () => {
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const member = await signedInMember(platform);
        await credit(platform, member.userName, 'CASH_POINT', '100');
        return member;
      }),
    );
    const round = (await platform.admin('jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '1.25', feeRatio: '0.05' })) as Loose;
    const answers = await Promise.all(members.flatMap((member, m) => Array.from({ length: ENTRIES_EACH }, (_, e) => enter(member, round.id, 1 + ((m + e) % 4)))));
    const orders = answers.map((answer) => expectOk(answer) as Loose).sort((a, b) => a.firstTicket - b.firstTicket);
    let next = 0;
    for (const order of orders) {
      expect(order.firstTicket).toBe(next);
      next = order.lastTicket + 1;
    }
    const tickets = orders.reduce((sum, order) => sum + order.tickets, 0);
    expect(next).toBe(tickets);

    await platform.admin('jackpot/close', { id: round.id });
    const draws = await Promise.all([0, 1].map(() => adminCall(platform, 'jackpot/draw', { id: round.id }, platform.adminToken)));
    expect(draws.filter((d) => d.status === 200 && d.data.drawn === true)).toHaveLength(1);
    expect(draws.filter((d) => d.reason === 'JACKPOT_ALREADY_DRAWN')).toHaveLength(1);
    const drawn = draws.find((d) => d.data.drawn === true)!.data;
    const pool = tickets * 1.25; // small integers × 1.25: exact in binary
    expect(drawn).toMatchObject({ ticketCount: tickets, poolAmount: String(pool) });

    // Everyone's cash: 100 each at the start, less the pool, plus the prize once.
    const cash = (await Promise.all(members.map((m) => snapshot(platform, m.token)))).map((s) => Number(s['CASH_POINT/available']));
    expect(cash.reduce((a, b) => a + b, 0)).toBeCloseTo(MEMBERS * 100 - pool + Number(drawn.prizeAmount), 8);
    await expectLedgerClean(platform);
  });
});
