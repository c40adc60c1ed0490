/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';
import { step, storyTimeout } from '@portal/platform/testing/story';

// The Hash Kingdom game area through the real gateway in front of the real platform, envelope
// encrypted: every query and mutation of schema/game.graphql, and the refusals with the
// balances unchanged.

const ACCOUNT = 'registered gameUserName bindAddress boundAt registeredAt walletBalance gmtAvailable minTransfer connected';
const AREA = `{ gameAccount { ${ACCOUNT} } gameBetFlow { businessDay today total updatedAt }
  gameTransfers(page: { pageSize: 10 }) { items { receiptNumber direction amount status createdAt } pageInfo { total hasNextPage } }
  launchGames { code name image link sortOrder } appMedia { code name image link sortOrder } }`;
const REGISTER = `mutation { registerGameAccount { ${ACCOUNT} } }`;
const BIND = `mutation Bind($input: BindGameAddressInput!) { bindGameAddress(input: $input) { ${ACCOUNT} } }`;
const LOGIN = 'mutation { gameLogin { launchUrl expiresAt } }';
const TRANSFER = `mutation Move($input: GameTransferInput!) { transferGameWallet(input: $input) { receiptNumber direction amount walletBalance gmtAvailable createdAt } }`;

const BEP20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('Hash Kingdom game area', () => {
  let stack: Stack;
  let alice: { userName: string; token: string };

  const as = (query: string, variables?: Record<string, unknown>, locale?: string) => gql<any>(stack.http, query, variables, { token: alice.token, ...(locale ? { locale } : {}) });
  async function ok(query: string, variables?: Record<string, unknown>) {
    const answer = await as(query, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }
  const account = async () => (await ok(AREA)).gameAccount;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    const userName = uniqueName('game');
    await registerMember(stack, userName);
    await stack.platform.admin('members/adjust', { userName, coinName: 'GMT', direction: 'in', amount: '100' });
    alice = { userName, token: await login(stack, userName) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  // Alice's game account and the game's connection change step by step: one story.
  it('a member’s game area in order: before registering, registered and connected, moving GMT', { timeout: storyTimeout(3) }, async () => {
    await step('shows the area before registering and refuses login and moves until then, moving nothing', async () => {
      const area = await ok(AREA);
      expect(area.gameAccount).toMatchObject({ registered: false, walletBalance: '0', gmtAvailable: '100', minTransfer: '1', connected: false });
      expect(area.gameBetFlow).toMatchObject({ today: '0', total: '0', updatedAt: null });
      expect(area.gameTransfers.pageInfo).toEqual({ total: 0, hasNextPage: false });
      expect(area.launchGames).toEqual([{ code: 'HASH_KINGDOM', name: 'Hash Kingdom', image: null, link: null, sortOrder: 1 }]);
      expect(area.appMedia.map((m: any) => m.code)).toEqual(['HASH_KINGDOM_BANNER']);
      for (const [query, variables] of [
        [LOGIN, {}],
        [TRANSFER, { input: { direction: 'OUT', amount: '10', requestId: randomUUID() } }],
      ] as const) {
        const answer = await as(query, variables, 'zh-CN');
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'GAME_NOT_REGISTERED' });
        expect(answer.errors?.[0]?.message).toBe('请先注册游戏账户');
      }
      expect(await account()).toMatchObject({ registered: false, gmtAvailable: '100' });
    });

    await step('registers once, binds a BEP20 address only, and enters once the operator connects the game', async () => {
      expect((await ok(REGISTER)).registerGameAccount).toMatchObject({ registered: true, gameUserName: alice.userName });
      expect((await as(REGISTER)).errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'GAME_ALREADY_REGISTERED' });
      const trc = await as(BIND, { input: { address: TRC20 } }, 'en-US');
      expect(trc.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'ADDRESS_INVALID' });
      expect(trc.errors?.[0]?.message).toBe('This is not a valid BEP20 wallet address');
      expect((await account()).bindAddress).toBeNull();
      expect((await ok(BIND, { input: { address: BEP20 } })).bindGameAddress).toMatchObject({ bindAddress: BEP20 });

      expect((await as(LOGIN)).errors?.[0]?.extensions).toMatchObject({ reason: 'GAME_NOT_CONNECTED' });
      await stack.platform.admin('game/config/set', { launchUrl: 'https://play.example.test/' });
      const launch = (await ok(LOGIN)).gameLogin;
      expect(new URL(launch.launchUrl).searchParams.get('token')).toBeTruthy();
      expect((await account()).connected).toBe(true);
    });

    await step('moves GMT into the game wallet and back, once per request id; refuses more than is there and bad amounts with balances unchanged', async () => {
      const requestId = randomUUID();
      const out = (await ok(TRANSFER, { input: { direction: 'OUT', amount: '60', requestId } })).transferGameWallet;
      expect(out).toMatchObject({ direction: 'OUT', amount: '60', walletBalance: '60', gmtAvailable: '40' });
      expect((await ok(TRANSFER, { input: { direction: 'OUT', amount: '60', requestId } })).transferGameWallet.receiptNumber).toBe(out.receiptNumber);
      expect((await ok(TRANSFER, { input: { direction: 'IN', amount: '25.5', requestId: randomUUID() } })).transferGameWallet).toMatchObject({
        walletBalance: '34.5',
        gmtAvailable: '65.5',
      });

      const before = await account();
      const tooMuch = await as(TRANSFER, { input: { direction: 'IN', amount: '34.6', requestId: randomUUID() } });
      expect(tooMuch.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' });
      for (const amount of ['0', '-1']) {
        const refused = await as(TRANSFER, { input: { direction: 'OUT', amount, requestId: randomUUID() } });
        expect(refused.errors?.[0]?.extensions?.reason).toMatch(/INVALID_AMOUNT|VALIDATION/);
      }
      expect((await as(TRANSFER, { input: { direction: 'OUT', amount: 'ten', requestId: randomUUID() } })).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      expect(await account()).toEqual(before);

      await stack.platform.admin('game/bet-flow', { userName: alice.userName, amount: '42' });
      const area = await ok(AREA);
      expect(area.gameBetFlow).toMatchObject({ today: '42', total: '42' });
      expect(area.gameTransfers.items.map((t: any) => [t.direction, t.amount])).toEqual([
        ['IN', '25.5'],
        ['OUT', '60'],
      ]);
    });
  });
});
