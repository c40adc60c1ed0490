import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, login, expectBadRequest, expectOk, expectRefused, TestClock, type Answer, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';

const game = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string): Promise<Answer> =>
  call(platform, `/api/app/game/${path}`, path === 'deposit' && !('requestId' in data) ? { ...data, requestId: randomUUID() } : data, {
    token: member.token,
    ...(locale ? { locale } : {}),
  });

/** Everything a refusal must leave alone: the credits, the game area and the game wallet. */
const state = async (platform: TestPlatform, member: SignedIn) => ({
  balances: await snapshot(platform, member.token),
  game: expectOk(await game(platform, member, 'gmtUserInfo')),
});

// A BEP20 (EVM) address with a valid EIP-55 checksum, and a valid Tron (TRC20) one.
const BEP20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('Hash Kingdom game area (docs/game.md)', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z')); // 16:00 GMT+8, 1 June
  let alice: SignedIn; // registers, plays

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    alice = await signedInMember(platform);
    await credit(platform, alice.userName, 'GMT', '100');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('refuses login, bind and transfers before registering, in the member’s language, with balances unchanged', async () => {
    // Signed in here: the story below moves the clock past an idle session's end.
    const bob = await signedInMember(platform); // never registers
    await credit(platform, bob.userName, 'GMT', '100');
    const before = await state(platform, bob);
    expectRefused(await game(platform, bob, 'gmtLogin'), 'GAME_NOT_REGISTERED');
    expectRefused(await game(platform, bob, 'gmtBind', { address: BEP20 }), 'GAME_NOT_REGISTERED');
    expectRefused(await game(platform, bob, 'deposit', { direction: 'OUT', amount: '10' }), 'GAME_NOT_REGISTERED');
    expectRefused(await game(platform, bob, 'deposit', { direction: 'IN', amount: '10' }), 'GAME_NOT_REGISTERED');
    expect((await game(platform, bob, 'gmtLogin', {}, 'zh-CN')).msg).toBe('请先注册游戏账户');
    expect(await state(platform, bob)).toEqual(before);
    await expect(platform.admin('game/bet-flow', { userName: bob.userName, amount: '5' })).rejects.toThrow();
  });

  // Alice's game area and the game's configuration change step by step, each on what the one before
  // left: one story.
  it('a member’s game area, in order: registered, bound, connected, moving GMT, its bet flow; the operator’s lists', { timeout: storyTimeout(8) }, async () => {
    await step('shows a fresh member as not registered, with the game not connected, and serves the configured game and media lists', async () => {
      expect(expectOk(await game(platform, alice, 'gmtUserInfo'))).toEqual({
        registered: false,
        gameUserName: null,
        bindAddress: null,
        boundAt: null,
        registeredAt: null,
        walletBalance: '0',
        gmtAvailable: '100',
        minTransfer: '1',
        connected: false,
      });
      const games = expectOk(await call(platform, '/api/app/ybo/launchGames', {}, { token: alice.token }));
      expect(games).toEqual([{ code: 'HASH_KINGDOM', name: 'Hash Kingdom', image: null, link: null, sortOrder: 1 }]);
      const media = expectOk(await call(platform, '/api/app/media/appMediaList', {}, { token: alice.token }));
      expect(media).toEqual([{ code: 'HASH_KINGDOM_BANNER', name: 'Hash Kingdom', image: 'game/hash-kingdom-banner.svg', link: null, sortOrder: 1 }]);
    });

    await step('registers a game account once: its game user name is the member’s, its game wallet at zero; a second registration is refused', async () => {
      const info = expectOk(await game(platform, alice, 'gmtRegister'));
      expect(info).toMatchObject({ registered: true, gameUserName: alice.userName, bindAddress: null, walletBalance: '0', gmtAvailable: '100' });
      expect(info.registeredAt).toBe('2030-06-01T08:00:00.000Z');
      const before = await state(platform, alice);
      expectRefused(await game(platform, alice, 'gmtRegister'), 'GAME_ALREADY_REGISTERED');
      expect(await state(platform, alice)).toEqual(before);
      await expectLedgerClean(platform);
    });

    await step('binds a BEP20 address only: TRC20, malformed, wrong length, bad checksum and token contracts are refused, nothing changed', async () => {
      const before = await state(platform, alice);
      const refused: [string, string][] = [
        [TRC20, 'ADDRESS_INVALID'],
        ['0x52908400098527886E0F7030069857D2E4169EE', 'ADDRESS_INVALID'], // 39 digits
        ['0x52908400098527886E0F7030069857D2E4169EE77', 'ADDRESS_INVALID'], // 41 digits
        ['0xZZ908400098527886E0F7030069857D2E4169EE7', 'ADDRESS_INVALID'],
        ['hello', 'ADDRESS_INVALID'],
        ['0x52908400098527886e0F7030069857D2E4169EE7', 'ADDRESS_CHECKSUM_INVALID'],
        ['0x55d398326f99059fF775485246999027B3197955', 'ADDRESS_IS_CONTRACT'], // USDT on BNB Smart Chain
      ];
      for (const [address, reason] of refused) expectRefused(await game(platform, alice, 'gmtBind', { address }), reason);
      expect((await game(platform, alice, 'gmtBind', { address: TRC20 }, 'en-US')).msg).toBe('This is not a valid BEP20 wallet address');
      expectBadRequest(await game(platform, alice, 'gmtBind', { address: '' }));
      expect(await state(platform, alice)).toEqual(before);

      const bound = expectOk(await game(platform, alice, 'gmtBind', { address: BEP20.toLowerCase() }));
      expect(bound).toMatchObject({ bindAddress: BEP20, boundAt: '2030-06-01T08:00:00.000Z' }); // stored checksummed
      // Rebinding replaces it.
      const other = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
      expect(expectOk(await game(platform, alice, 'gmtBind', { address: other })).bindAddress).toBe(other);
      expect(expectOk(await game(platform, alice, 'gmtBind', { address: BEP20 })).bindAddress).toBe(BEP20);
    });

    await step('login says the game is not connected until the operator sets a launch URL, then returns it with a signed single-use token', async () => {
      expectRefused(await game(platform, alice, 'gmtLogin'), 'GAME_NOT_CONNECTED');
      await platform.admin('game/config/set', { launchUrl: 'https://play.example.test/launch?lang=en', tokenTtlSeconds: 120 });
      expect(expectOk(await game(platform, alice, 'gmtUserInfo')).connected).toBe(true);
      const first = expectOk(await game(platform, alice, 'gmtLogin'));
      expect(first.expiresAt).toBe('2030-06-01T08:02:00.000Z');
      const url = new URL(first.launchUrl);
      expect(`${url.origin}${url.pathname}`).toBe('https://play.example.test/launch');
      expect(url.searchParams.get('lang')).toBe('en');
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);

      // A newer login supersedes the older token; the newest is redeemed once by the game.
      const second = new URL(expectOk(await game(platform, alice, 'gmtLogin')).launchUrl).searchParams.get('token')!;
      await expect(platform.admin('game/launch-token/redeem', { token })).rejects.toThrow();
      expect(await platform.admin('game/launch-token/redeem', { token: second })).toEqual({ gameUserName: alice.userName, bindAddress: BEP20 });
      await expect(platform.admin('game/launch-token/redeem', { token: second })).rejects.toThrow();
      // A tampered or expired token is refused.
      const third = new URL(expectOk(await game(platform, alice, 'gmtLogin')).launchUrl).searchParams.get('token')!;
      await expect(platform.admin('game/launch-token/redeem', { token: `${third}x` })).rejects.toThrow();
      clock.advance(121_000);
      await expect(platform.admin('game/launch-token/redeem', { token: third })).rejects.toThrow();
    });

    await step('the worked example: 60 GMT into the game wallet and 25 back, exact balances, two records, the ledger clean; a retried request moves money once', async () => {
      const requestId = randomUUID();
      const out = expectOk(await game(platform, alice, 'deposit', { direction: 'OUT', amount: '60', requestId }));
      expect(out).toMatchObject({ direction: 'OUT', amount: '60', walletBalance: '60', gmtAvailable: '40' });
      const again = expectOk(await game(platform, alice, 'deposit', { direction: 'OUT', amount: '60', requestId }));
      expect(again.receiptNumber).toBe(out.receiptNumber);
      expect(expectOk(await game(platform, alice, 'gmtUserInfo'))).toMatchObject({ walletBalance: '60', gmtAvailable: '40' });

      const back = expectOk(await game(platform, alice, 'deposit', { direction: 'IN', amount: '25.5' }));
      expect(back).toMatchObject({ direction: 'IN', amount: '25.5', walletBalance: '34.5', gmtAvailable: '65.5' });
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'GMT/available': '65.5', 'GMT/frozen': '0', 'GMT/locked': '0' });

      const transfers = expectOk(await game(platform, alice, 'gmtTransferList', { pageSize: 10 }));
      expect(transfers.total).toBe(2);
      expect(transfers.list.map((t: Loose) => [t.direction, t.amount, t.status])).toEqual([
        ['IN', '25.5', 'SUCCESS'],
        ['OUT', '60', 'SUCCESS'],
      ]);
      const records = await recordsOf(platform, alice.token, { coinName: 'GMT' });
      const game_ = records.filter((r) => r.recordType.startsWith('GAME_'));
      expect(game_.map((r) => [r.recordType, r.amount])).toEqual([
        ['GAME_TRANSFER_IN', '25.5'],
        ['GAME_TRANSFER_OUT', '-60'],
      ]);
      expect(game_.map((r) => r.recordTypeName)).toEqual(['Game transfer in', 'Game transfer out']);
      await expectLedgerClean(platform);
    });

    await step('refuses moving more than is there, zero, negative, malformed and below-minimum amounts, with balances unchanged', async () => {
      const before = await state(platform, alice);
      expectRefused(await game(platform, alice, 'deposit', { direction: 'OUT', amount: '65.50000001' }), 'INSUFFICIENT_BALANCE');
      expectRefused(await game(platform, alice, 'deposit', { direction: 'IN', amount: '34.6' }), 'INSUFFICIENT_BALANCE');
      for (const amount of ['0', '-5', 'abc', '1e3', '1.123456789', ' ']) {
        expectRefused(await game(platform, alice, 'deposit', { direction: 'OUT', amount }), 'INVALID_AMOUNT');
      }
      expectRefused(await game(platform, alice, 'deposit', { direction: 'IN', amount: '0.5' }), 'AMOUNT_BELOW_MINIMUM');
      expectBadRequest(await game(platform, alice, 'deposit', { direction: 'SIDEWAYS', amount: '1' }));
      expectBadRequest(await game(platform, alice, 'deposit', { direction: 'OUT', amount: '1', requestId: undefined }));
      expect(await state(platform, alice)).toEqual(before);
      await expectLedgerClean(platform);
    });

    await step('shows the bet flow the game platform reported: today (GMT+8) and the total; a repeated report is recorded once', async () => {
      expect(expectOk(await game(platform, alice, 'gmtBetFlowAmountInfo'))).toEqual({ businessDay: '2030-06-01', today: '0', total: '0', updatedAt: null });
      await platform.admin('game/bet-flow', { userName: alice.userName, amount: '120.5', day: '2030-05-31' });
      await platform.admin('game/bet-flow', { userName: alice.userName, amount: '30', reference: 'hk-1' });
      await platform.admin('game/bet-flow', { userName: alice.userName, amount: '30', reference: 'hk-1' });
      await expect(platform.admin('game/bet-flow', { userName: alice.userName, amount: '0' })).rejects.toThrow();
      const info = expectOk(await game(platform, alice, 'gmtBetFlowAmountInfo'));
      expect(info).toMatchObject({ businessDay: '2030-06-01', today: '30', total: '150.5' });
      expect(info.updatedAt).not.toBeNull();
      const account = (await platform.admin('game/account', { userName: alice.userName })) as Loose;
      expect(account).toMatchObject({ gameUserName: alice.userName, bindAddress: BEP20, walletBalance: '34.5', betFlow: { today: '30', total: '150.5' } });
      // The next GMT+8 day (00:00 GMT+8 = 16:00 UTC): today starts again from zero.
      clock.advance(new Date('2030-06-01T16:00:00.000Z').getTime() - clock.now().getTime());
      alice = { ...alice, token: await login(platform, alice) }; // the session went idle meanwhile
      expect(expectOk(await game(platform, alice, 'gmtBetFlowAmountInfo'))).toMatchObject({ businessDay: '2030-06-02', today: '0', total: '150.5' });
    });

    await step('the operator edits the game and media lists; members see only enabled entries, in order', async () => {
      await platform.admin('game/catalogue/set', { kind: 'MEDIA', code: 'RULES', name: 'How to play', link: 'https://play.example.test/rules', sortOrder: 0 });
      await platform.admin('game/catalogue/set', { kind: 'MEDIA', code: 'HASH_KINGDOM_BANNER', enabled: false });
      const media = expectOk(await call(platform, '/api/app/media/appMediaList', {}, { token: alice.token }));
      expect(media).toEqual([{ code: 'RULES', name: 'How to play', image: null, link: 'https://play.example.test/rules', sortOrder: 0 }]);
      await expect(platform.admin('game/catalogue/set', { kind: 'GAME', code: 'NEW' })).rejects.toThrow();
      await expect(platform.admin('game/config/set', { launchUrl: 'javascript:alert(1)' })).rejects.toThrow();
      await platform.admin('game/config/set', { launchUrl: '' });
      expectRefused(await game(platform, alice, 'gmtLogin'), 'GAME_NOT_CONNECTED');
    });
  });

});

describe('Hash Kingdom game area at the same time', () => {
  let platform: TestPlatform;
  let carol: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform();
    carol = await signedInMember(platform);
    await credit(platform, carol.userName, 'GMT', '55');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('five registrations at once open one game account; eight moves of 10 GMT at once from 55 move five, none below zero', async () => {
    const registrations = await Promise.all(Array.from({ length: 5 }, () => game(platform, carol, 'gmtRegister')));
    expect(registrations.filter((answer) => answer.code === 20000)).toHaveLength(1);
    for (const answer of registrations.filter((a) => a.code !== 20000)) expectRefused(answer, 'GAME_ALREADY_REGISTERED');

    const moves = await Promise.all(Array.from({ length: 8 }, () => game(platform, carol, 'deposit', { direction: 'OUT', amount: '10' })));
    expect(moves.filter((answer) => answer.code === 20000)).toHaveLength(5);
    for (const answer of moves.filter((a) => a.code !== 20000)) expectRefused(answer, 'INSUFFICIENT_BALANCE');
    expect(expectOk(await game(platform, carol, 'gmtUserInfo'))).toMatchObject({ walletBalance: '50', gmtAvailable: '5' });
    expect(expectOk(await game(platform, carol, 'gmtTransferList', { pageSize: 20 })).total).toBe(5);
    await expectLedgerClean(platform);
  });
});
