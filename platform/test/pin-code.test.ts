import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectRefused, login, registerMember, TestClock, type Answer, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { tryAdmin } from './product-helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';

const MONEY_MOVING = new Set(['buyMatchingCode', 'activeMatchingCode', 'transferMatchingCode']);

const pin = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string): Promise<Answer> =>
  call(platform, `/api/app/matchingCode/${path}`, MONEY_MOVING.has(path) && !('requestId' in data) ? { ...data, requestId: randomUUID() } : data, {
    token: member.token,
    ...(locale ? { locale } : {}),
  });

describe('PIN codes (matchingCode)', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let alice: SignedIn; // buys codes; flag on
  let carol: SignedIn; // in alice's downline; flag on
  let bob: SignedIn; // outside alice's downline; flag on
  let dave: SignedIn; // flag off

  async function downlineOf(sponsor: SignedIn): Promise<SignedIn> {
    const member = await registerMember(platform, { referralId: sponsor.referralId });
    return { ...member, token: await login(platform, member) };
  }
  const enable = (member: SignedIn) => platform.admin('members/flags', { userName: member.userName, matchingCodeStatus: 1 });

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    alice = await signedInMember(platform);
    carol = await downlineOf(alice);
    bob = await signedInMember(platform);
    dave = await signedInMember(platform);
    for (const member of [alice, carol, bob]) await enable(member);
    await credit(platform, alice.userName, 'CASH_POINT', '250');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('is refused on every path while the member’s matchingCodeStatus flag is off (the default), in the member’s language', async () => {
    for (const path of ['matchingCodePriceList', 'matchingCodeList', 'matchingCodeRecordList']) expectRefused(await pin(platform, dave, path), 'PIN_CODE_AREA_DISABLED');
    expectRefused(await pin(platform, dave, 'buyMatchingCode', { matchingId: 'ENT-100' }), 'PIN_CODE_AREA_DISABLED');
    expectRefused(await pin(platform, dave, 'activeMatchingCode', { id: 'pin_x' }), 'PIN_CODE_AREA_DISABLED');
    expectRefused(await pin(platform, dave, 'transferMatchingCode', { id: 'pin_x', toUser: alice.userName }), 'PIN_CODE_AREA_DISABLED');
    expect((await pin(platform, dave, 'matchingCodeList', {}, 'zh-CN')).msg).toBe('您的账户未开通激活码功能');
  });

  // Alice's codes from purchase to activation for her downline, and the plans' prices the operator
  // changes for everyone: each step works on what the ones before left, so it is one story.
  it('codes’ lives in order: the plans, bought, refused, activated, transferred, traced, issued, repriced', { timeout: storyTimeout(9) }, async () => {
    let codes: Loose[];
    await step('lists the plans a code can be bought for, priced by the shipped configuration', async () => {
      const prices = expectOk(await pin(platform, alice, 'matchingCodePriceList')) as Loose[];
      expect(prices.find((p) => p.matchingId === 'ENT-100')).toMatchObject({ kind: 'ENTRUST', price: '100', priceCoinName: 'CASH_POINT', amount: '100', coinName: 'ASSETS_POINT' });
      expect(prices.map((p) => p.matchingId).sort()).toEqual(['ENT-100', 'ENT-1000', 'INS-100', 'INS-1000', 'INS-500']);
    });

    await step('buys codes: the price leaves the paying credit in one PIN purchase record; a double submit buys once', async () => {
      const requestId = randomUUID();
      const bought = expectOk(await pin(platform, alice, 'buyMatchingCode', { matchingId: 'ENT-100', quantity: 2, requestId }));
      expect(bought).toMatchObject({ total: '200', coinName: 'CASH_POINT' });
      expect(bought.codes).toHaveLength(2);
      for (const code of bought.codes) expect(code).toMatchObject({ matchingId: 'ENT-100', state: 'PENDING', origin: 'PURCHASE', holderUserName: alice.userName, amount: '100', coinName: 'ASSETS_POINT' });
      expect(bought.codes[0].code).toMatch(/^[0-9A-Z]{12}$/);
      expect(expectOk(await pin(platform, alice, 'buyMatchingCode', { matchingId: 'ENT-100', quantity: 2, requestId })).codes.map((c: Loose) => c.id)).toEqual(bought.codes.map((c: Loose) => c.id));
      codes = bought.codes;
      expect((await snapshot(platform, alice.token))['CASH_POINT/available']).toBe('50');
      const records = await recordsOf(platform, alice.token, { recordType: 'PIN_PURCHASE' });
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ coinName: 'CASH_POINT', amount: '-200' });
      const list = expectOk(await pin(platform, alice, 'matchingCodeList'));
      expect(list.total).toBe(2);
      await expectLedgerClean(platform);
    });

    await step('refuses a purchase the balance cannot pay, with every balance unchanged', async () => {
      const before = await snapshot(platform, alice.token);
      expectRefused(await pin(platform, alice, 'buyMatchingCode', { matchingId: 'ENT-100', quantity: 1 }), 'INSUFFICIENT_BALANCE');
      expectRefused(await pin(platform, alice, 'buyMatchingCode', { matchingId: 'NOPE' }), 'PIN_CODE_PLAN_UNAVAILABLE');
      expect(await snapshot(platform, alice.token)).toEqual(before);
      expect(expectOk(await pin(platform, alice, 'matchingCodeList')).total).toBe(2);
      await expectLedgerClean(platform);
    });

    await step('activates a code for oneself: the package opens (origin PIN) with a PIN activate record; the code is used once', async () => {
      const code = codes[0];
      const activated = expectOk(await pin(platform, alice, 'activeMatchingCode', { id: code.id }));
      expect(activated.code).toMatchObject({ id: code.id, state: 'ACTIVATED', activatedForUserName: alice.userName });
      expect(activated.package).toMatchObject({ matchingId: 'ENT-100', origin: 'PIN', amount: '100', principal: '100', state: 'ACTIVE' });
      expect(activated.code.packageId).toBe(activated.package.id);
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/locked': '100', 'ASSETS_POINT/available': '0' });
      expect(await recordsOf(platform, alice.token, { recordType: 'PIN_ACTIVATE' })).toMatchObject([{ coinName: 'ASSETS_POINT', amount: '100' }]);
      const packages = expectOk(await call(platform, '/api/app/trusteeship/buyMatchingList', {}, { token: alice.token }));
      expect(packages.list.map((p: Loose) => p.id)).toEqual([activated.package.id]);
      // Used: refused for a second activation and for a transfer.
      expectRefused(await pin(platform, alice, 'activeMatchingCode', { id: code.id }), 'PIN_CODE_USED');
      expectRefused(await pin(platform, alice, 'transferMatchingCode', { id: code.id, toUser: bob.userName }), 'PIN_CODE_USED');
      await expectLedgerClean(platform);
    });

    await step('refuses activation for a member outside the downline, and codes of others', async () => {
      const code = codes[1];
      expectRefused(await pin(platform, alice, 'activeMatchingCode', { id: code.id, userName: bob.userName }), 'NOT_IN_DOWNLINE');
      expectRefused(await pin(platform, alice, 'activeMatchingCode', { id: code.id, userName: 'nobody-here' }), 'MEMBER_NOT_FOUND');
      expectRefused(await pin(platform, bob, 'activeMatchingCode', { id: code.id }), 'PIN_CODE_NOT_FOUND');
      expectRefused(await pin(platform, bob, 'transferMatchingCode', { id: code.id, toUser: bob.userName }), 'PIN_CODE_NOT_FOUND');
      expectRefused(await pin(platform, bob, 'matchingCodeRecordList', { id: code.id }), 'PIN_CODE_NOT_FOUND');
      expect(expectOk(await pin(platform, alice, 'matchingCodeList', { state: 'PENDING' })).list.map((c: Loose) => c.id)).toEqual([code.id]);
    });

    await step('transfers an unused code; the recipient activates it for a member of their own downline', async () => {
      expectRefused(await pin(platform, alice, 'transferMatchingCode', { id: codes[1].id, toUser: alice.userName }), 'TRANSFER_TO_SELF');
      expectRefused(await pin(platform, alice, 'transferMatchingCode', { id: codes[1].id, toUser: dave.userName }), 'PIN_CODE_RECIPIENT_AREA_DISABLED');
      expectRefused(await pin(platform, alice, 'transferMatchingCode', { id: codes[1].id, toUser: 'nobody-here' }), 'TRANSFER_RECIPIENT_NOT_FOUND');

      // alice → bob → alice's downline member carol, who… is not in bob's downline: so bob sends it back to alice, who activates it for carol.
      clock.advance(60_000);
      const sent = expectOk(await pin(platform, alice, 'transferMatchingCode', { id: codes[1].id, toUser: bob.userName }));
      expect(sent).toMatchObject({ id: codes[1].id, state: 'TRANSFERRED', toUserName: bob.userName, holderUserName: null });
      expect(expectOk(await pin(platform, alice, 'matchingCodeList', { state: 'TRANSFERRED' })).list.map((c: Loose) => c.id)).toEqual([codes[1].id]);
      expect(expectOk(await pin(platform, bob, 'matchingCodeList')).list).toMatchObject([{ id: codes[1].id, state: 'PENDING', holderUserName: bob.userName }]);
      // alice no longer holds it.
      expectRefused(await pin(platform, alice, 'activeMatchingCode', { id: codes[1].id, userName: carol.userName }), 'PIN_CODE_NOT_HELD');
      expectRefused(await pin(platform, bob, 'activeMatchingCode', { id: codes[1].id, userName: carol.userName }), 'NOT_IN_DOWNLINE');

      clock.advance(60_000);
      expectOk(await pin(platform, bob, 'transferMatchingCode', { id: codes[1].id, toUser: alice.userName }));
      clock.advance(60_000);
      const before = await snapshot(platform, alice.token);
      const activated = expectOk(await pin(platform, alice, 'activeMatchingCode', { id: codes[1].id, userName: carol.userName }));
      expect(activated.code).toMatchObject({ state: 'ACTIVATED', activatedForUserName: carol.userName });
      expect(await snapshot(platform, alice.token)).toEqual(before);
      carol.token = await login(platform, carol);
      expect(await snapshot(platform, carol.token)).toMatchObject({ 'ASSETS_POINT/locked': '100' });
      expect(await recordsOf(platform, carol.token, { recordType: 'PIN_ACTIVATE' })).toMatchObject([{ amount: '100' }]);
      // bob passed it on: TRANSFERRED for him whatever happened after.
      expect(expectOk(await pin(platform, bob, 'matchingCodeList')).list).toMatchObject([{ id: codes[1].id, state: 'TRANSFERRED', activatedForUserName: null }]);
      await expectLedgerClean(platform);
    });

    await step('shows each code’s chain of custody to its holders, past and present, and to operators', async () => {
      const expected = [
        { type: 'PURCHASE', fromUserName: null, toUserName: alice.userName, forUserName: null },
        { type: 'TRANSFER', fromUserName: alice.userName, toUserName: bob.userName, forUserName: null },
        { type: 'TRANSFER', fromUserName: bob.userName, toUserName: alice.userName, forUserName: null },
        { type: 'ACTIVATE', fromUserName: alice.userName, toUserName: null, forUserName: carol.userName },
      ];
      for (const viewer of [alice, bob]) {
        const chain = expectOk(await pin(platform, viewer, 'matchingCodeRecordList', { id: codes[1].id }));
        expect(chain.list).toMatchObject(expected);
        expect(chain.total).toBe(4);
      }
      const times = expectOk(await pin(platform, alice, 'matchingCodeRecordList', { id: codes[1].id })).list.map((e: Loose) => e.createdAt);
      expect([...times].sort()).toEqual(times);
      expect(new Set(times).size).toBe(4);
      const shown = await platform.admin<Loose>('pin-codes/show', { code: codes[1].code });
      expect(shown).toMatchObject({ id: codes[1].id, state: 'ACTIVATED', holderUserName: alice.userName, activatedForUserName: carol.userName, price: '100', priceCoinName: 'CASH_POINT' });
      expect(shown.chain).toMatchObject(expected);
      // Without an id: every event the member took part in, newest first.
      const bobs = expectOk(await pin(platform, bob, 'matchingCodeRecordList'));
      expect(bobs.list.map((e: Loose) => e.type)).toEqual(['TRANSFER', 'TRANSFER']);
    });

    await step('operators issue codes free of charge (pnpm admin pin issue), and set the price of a plan', async () => {
      const before = await snapshot(platform, bob.token);
      const issued = await platform.admin<Loose[]>('pin-codes/issue', { userName: bob.userName, matchingId: 'INS-100', quantity: 3 });
      expect(issued).toHaveLength(3);
      expect(issued[0]).toMatchObject({ origin: 'ISSUE', state: 'PENDING', matchingId: 'INS-100' });
      expect(await snapshot(platform, bob.token)).toEqual(before);
      expect(expectOk(await pin(platform, bob, 'matchingCodeList', { state: 'PENDING' })).total).toBe(3);
      const activated = expectOk(await pin(platform, bob, 'activeMatchingCode', { id: issued[0].id }));
      expect(activated.package).toMatchObject({ kind: 'INSURANCE', origin: 'PIN', state: 'LOCKED', principal: '100' });
      expect(expectOk(await pin(platform, bob, 'matchingCodeRecordList', { id: issued[0].id })).list.map((e: Loose) => e.type)).toEqual(['ISSUE', 'ACTIVATE']);

      const set = await platform.admin<Loose>('pin-codes/prices/set', { matchingId: 'INS-100', price: '90', coinName: 'USDT_POINT' });
      expect(set).toMatchObject({ matchingId: 'INS-100', price: '90', priceCoinName: 'USDT_POINT' });
      await credit(platform, bob.userName, 'USDT_POINT', '90');
      expect(expectOk(await pin(platform, bob, 'buyMatchingCode', { matchingId: 'INS-100' }))).toMatchObject({ total: '90', coinName: 'USDT_POINT' });
      await platform.admin('pin-codes/prices/set', { matchingId: 'INS-100', enabled: false });
      expectRefused(await pin(platform, bob, 'buyMatchingCode', { matchingId: 'INS-100' }), 'PIN_CODE_PLAN_UNAVAILABLE');
      expect((await tryAdmin(platform, 'pin-codes/issue', { userName: 'nobody-here', matchingId: 'INS-100' })).reason).toBe('MEMBER_NOT_FOUND');
      expect(await platform.admin<Loose[]>('pin-codes/list', { userName: bob.userName })).toHaveLength(5);
      await expectLedgerClean(platform);
    });

    await step('turning the flag off closes the area again, codes kept', async () => {
      await platform.admin('members/flags', { userName: bob.userName, matchingCodeStatus: 0 });
      expectRefused(await pin(platform, bob, 'matchingCodeList'), 'PIN_CODE_AREA_DISABLED');
      await enable(bob);
      expect(expectOk(await pin(platform, bob, 'matchingCodeList')).total).toBe(5);
    });
  });
});
