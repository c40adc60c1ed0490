/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';
import { step, storyTimeout } from '@portal/platform/testing/story';

// The jackpot through the real gateway in front of the real platform, envelope encrypted: every
// query and mutation of schema/jackpot.graphql, the refusals with balances unchanged, and a draw
// that a member recomputes from what the gateway shows.

const ROUND = `id coinName ticketPrice feeRatio status drawn openedAt closesAt closedAt drawnAt seedHash seed ticketCount poolAmount
  prizeAmount feeAmount winningTicket winningOrderId winningFirstTicket winningLastTicket`;
const ORDER = 'id roundId tickets firstTicket lastTicket amount coinName status prizeAmount roundStatus drawn createdAt';
const STATUS = `query Status { jackpot { round { ${ROUND} } myTickets myOrders } jackpotPool { roundId coinName poolAmount prizeAmount ticketCount drawn } }`;
const ORDERS = `query Orders($filter: JackpotOrderFilter, $page: PageInput) { jackpotOrders(filter: $filter, page: $page) { items { ${ORDER} } pageInfo { total hasNextPage } } }`;
const ENTER = `mutation Enter($input: EnterJackpotInput!) { enterJackpot(input: $input) { ${ORDER} } }`;
const BALANCES = '{ balances { coinName available frozen locked } }';

describe('the jackpot', () => {
  let stack: Stack;
  let alice: { userName: string; token: string };

  const as = (who: { token: string }, query: string, variables?: Record<string, unknown>, locale?: string) =>
    gql<any>(stack.http, query, variables, { token: who.token, ...(locale ? { locale } : {}) });
  async function ok(who: { token: string }, query: string, variables?: Record<string, unknown>) {
    const answer = await as(who, query, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }
  const cash = async (who: { token: string }) => (await ok(who, BALANCES)).balances.find((b: any) => b.coinName === 'CASH_POINT');

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    const userName = uniqueName('jpa');
    await registerMember(stack, userName);
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '10' });
    alice = { userName, token: await login(stack, userName) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  // The first step needs a platform before any round, the second opens one: one story.
  it('the jackpot in order: no round yet, then a round entered', { timeout: storyTimeout(2) }, async () => {
    await step('shows no round before the first, and refuses an entry in the member’s language', async () => {
      expect((await ok(alice, STATUS)).jackpot).toEqual({ round: null, myTickets: 0, myOrders: 0 });
      const refused = await as(alice, ENTER, { input: { roundId: 'jpr_none', tickets: 1, requestId: randomUUID() } }, 'zh-CN');
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'JACKPOT_NO_ROUND' });
      expect(refused.errors?.[0]?.message).toBe('当前没有进行中的奖池');
    });

    await step('enters a round (the price × tickets leaves the balance), refuses bad counts and what the balance cannot pay, and shows the draw to check', async () => {
      const opened = (await stack.platform.admin('jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '2.5', feeRatio: '0.1' })) as any;
      const status = await ok(alice, STATUS);
      expect(status.jackpot.round).toMatchObject({ id: opened.id, status: 'IN_PROGRESS', drawn: false, seed: null, seedHash: opened.seedHash, ticketPrice: '2.5', feeRatio: '0.1' });

      const entered = (await ok(alice, ENTER, { input: { roundId: opened.id, tickets: 3, requestId: randomUUID() } })).enterJackpot;
      expect(entered).toMatchObject({ roundId: opened.id, tickets: 3, firstTicket: 0, lastTicket: 2, amount: '7.5', coinName: 'CASH_POINT', status: 'UNPAID', drawn: false, roundStatus: 'IN_PROGRESS' });
      expect(await cash(alice)).toMatchObject({ available: '2.5' });

      const before = await cash(alice);
      for (const tickets of [0, -2, 1001]) {
        const bad = await as(alice, ENTER, { input: { roundId: opened.id, tickets, requestId: randomUUID() } });
        expect(bad.errors?.[0]?.extensions?.code, JSON.stringify(bad.errors)).toBe('BAD_REQUEST');
      }
      const tooMany = await as(alice, ENTER, { input: { roundId: opened.id, tickets: 2, requestId: randomUUID() } });
      expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' });
      expect(await cash(alice)).toEqual(before);
      expect((await ok(alice, STATUS)).jackpotPool).toEqual({ roundId: opened.id, coinName: 'CASH_POINT', poolAmount: '7.5', prizeAmount: '6.75', ticketCount: 3, drawn: false });

      await stack.platform.admin('jackpot/close', { id: opened.id });
      const complete = await as(alice, ENTER, { input: { roundId: opened.id, tickets: 1, requestId: randomUUID() } });
      expect(complete.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'JACKPOT_ROUND_COMPLETE' });
      await stack.platform.admin('jackpot/draw', { id: opened.id });

      const drawn = (await ok(alice, STATUS)).jackpot.round;
      expect(drawn).toMatchObject({ status: 'COMPLETE', drawn: true, ticketCount: 3, poolAmount: '7.5', prizeAmount: '6.75', feeAmount: '0.75', winningOrderId: entered.id });
      expect(createHash('sha256').update(Buffer.from(drawn.seed, 'hex')).digest('hex')).toBe(drawn.seedHash);
      const hmac = createHmac('sha256', Buffer.from(drawn.seed, 'hex')).update(drawn.id, 'utf8').digest('hex');
      expect(drawn.winningTicket).toBe(Number(BigInt(`0x${hmac}`) % 3n));
      expect(await cash(alice)).toMatchObject({ available: '9.25' });

      const orders = (await ok(alice, ORDERS, { filter: { status: 'WINNING' } })).jackpotOrders;
      expect(orders).toMatchObject({ items: [{ id: entered.id, status: 'WINNING', prizeAmount: '6.75', drawn: true, roundStatus: 'COMPLETE' }], pageInfo: { total: 1, hasNextPage: false } });
      const records = await ok(alice, '{ records(filter: { recordType: JACKPOT_PROFIT }) { items { recordType amount } } }');
      expect(records.records.items).toEqual([{ recordType: 'JACKPOT_PROFIT', amount: '6.75' }]);

      // Both records name the round and the tickets as parts (counted from 0, as the round counts them), no text to show as is.
      const notes = await ok(alice, '{ records(filter: { coinName: CASH_POINT }) { items { recordType note { kind orderId firstTicket lastTicket text } } } }');
      expect(notes.records.items.filter((item: any) => item.recordType.startsWith('JACKPOT'))).toEqual([
        { recordType: 'JACKPOT_PROFIT', note: { kind: 'JACKPOT_WIN', orderId: opened.id, firstTicket: drawn.winningTicket, lastTicket: drawn.winningTicket, text: null } },
        { recordType: 'JACKPOT_ENTRY', note: { kind: 'JACKPOT_ENTRY', orderId: opened.id, firstTicket: 0, lastTicket: 2, text: null } },
      ]);
    });
  });
});
