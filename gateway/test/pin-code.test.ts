/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, gql, login, registerMember, registrationInput, startStack, uniqueName, type Stack } from './helpers.ts';

// PIN codes through the real gateway in front of the real platform, envelope encrypted: every
// query and mutation of schema/pin-code.graphql, and FORBIDDEN while the member's area is off.

const CODE = 'id code planId planName kind amount coinName origin state holderUserName activatedForUserName activatedAt packageId createdAt';
const EVENTS = '{ items { id codeId code type fromUserName toUserName forUserName packageId createdAt } pageInfo { total hasNextPage } }';

const PLANS = `{ pinCodePlans { id kind name price priceCoinName amount coinName contractDays dailyProfitRatio } }`;
const CODES = `query Codes($filter: PinCodeFilter) { pinCodes(filter: $filter) { items { ${CODE} } pageInfo { total } } }`;
const CUSTODY = `query Custody($id: ID!) { pinCodeCustody(id: $id) ${EVENTS} }`;
const RECORDS = `{ pinCodeRecords ${EVENTS} }`;
const BUY = `mutation Buy($input: BuyPinCodesInput!) { buyPinCodes(input: $input) { codes { ${CODE} } total coinName receiptNumber } }`;
const ACTIVATE = `mutation Activate($id: ID!, $input: ActivatePinCodeInput!) {
  activatePinCode(id: $id, input: $input) { code { ${CODE} } insurancePackage { id origin principal state } entrustPackage { id origin principal state } }
}`;
const TRANSFER = `mutation Transfer($id: ID!, $input: TransferPinCodeInput!) { transferPinCode(id: $id, input: $input) { code { ${CODE} } toUserName } }`;

describe('PIN codes', () => {
  let stack: Stack;
  let alice: { userName: string; token: string };
  let carol: { userName: string; token: string };
  let bob: { userName: string; token: string };
  let dave: { userName: string; token: string };

  async function member(prefix: string, options: { sponsorReferralId?: string; pin?: boolean } = {}) {
    const userName = uniqueName(prefix);
    if (options.sponsorReferralId) {
      const answer = await gql(stack.http, REGISTER, { input: await registrationInput(stack, userName, { referralId: options.sponsorReferralId }) });
      expect(answer.errors).toBeUndefined();
    } else await registerMember(stack, userName);
    if (options.pin !== false) await stack.platform.admin('members/flags', { userName, matchingCodeStatus: 1 });
    return { userName, token: await login(stack, userName) };
  }
  const as = (who: { token: string }, query: string, variables?: Record<string, unknown>, locale?: string) =>
    gql<any>(stack.http, query, variables, { token: who.token, ...(locale ? { locale } : {}) });
  async function ok(who: { token: string }, query: string, variables?: Record<string, unknown>) {
    const answer = await as(who, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  }

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    const aliceName = uniqueName('pina');
    const { referralId } = await registerMember(stack, aliceName);
    await stack.platform.admin('members/flags', { userName: aliceName, matchingCodeStatus: 1 });
    alice = { userName: aliceName, token: await login(stack, aliceName) };
    carol = await member('pinc', { sponsorReferralId: referralId });
    bob = await member('pinb');
    dave = await member('pind', { pin: false });
    await stack.platform.admin('members/adjust', { userName: alice.userName, coinName: 'CASH_POINT', direction: 'in', amount: '1200' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers FORBIDDEN on every operation while the member’s PIN code area is off', async () => {
    expect((await ok(dave, '{ me { matchingCodeEnabled } }')).me.matchingCodeEnabled).toBe(false);
    const attempts: Array<[string, Record<string, unknown> | undefined]> = [
      [PLANS, undefined],
      [CODES, {}],
      [CUSTODY, { id: 'pin_x' }],
      [RECORDS, undefined],
      [BUY, { input: { planId: 'ENT-100', requestId: randomUUID() } }],
      [ACTIVATE, { id: 'pin_x', input: { requestId: randomUUID() } }],
      [TRANSFER, { id: 'pin_x', input: { toUserName: alice.userName, requestId: randomUUID() } }],
    ];
    for (const [query, variables] of attempts) {
      const answer = await as(dave, query, variables, 'zh-CN');
      expect(answer.status, JSON.stringify(answer)).toBe(403);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'PIN_CODE_AREA_DISABLED' });
      expect(answer.errors?.[0]?.message).toBe('拒绝访问');
    }
  });

  // One story in order: the codes bought are the ones activated and transferred, whose custody is
  // then shown; each step needs the one before, so they are one test (each test runs alone).
  it('buys codes, activates one for a downline member, transfers one, and shows the chain of custody', async () => {
    // Plans and a purchase: the price leaves the member’s CASH_POINT.
    const plans = (await ok(alice, PLANS)).pinCodePlans;
    expect(plans.find((p: any) => p.id === 'INS-1000')).toMatchObject({ kind: 'INSURANCE', price: '1000', priceCoinName: 'CASH_POINT', amount: '1000', coinName: 'INSURANCE_POINT', contractDays: 90 });
    const bought = (await ok(alice, BUY, { input: { planId: 'ENT-100', quantity: 2, requestId: randomUUID() } })).buyPinCodes;
    expect(bought).toMatchObject({ total: '200', coinName: 'CASH_POINT' });
    expect(bought.receiptNumber).toBeTruthy();
    expect(bought.codes.map((c: any) => [c.planId, c.planName, c.kind, c.state, c.origin, c.holderUserName])).toEqual([
      ['ENT-100', expect.any(String), 'ENTRUST', 'PENDING', 'PURCHASE', alice.userName],
      ['ENT-100', expect.any(String), 'ENTRUST', 'PENDING', 'PURCHASE', alice.userName],
    ]);
    const codes: any[] = bought.codes;
    const balances = (await ok(alice, '{ balances { coinName available } }')).balances;
    expect(balances.find((b: any) => b.coinName === 'CASH_POINT').available).toBe('1000');
    expect((await ok(alice, CODES, { filter: { state: 'PENDING' } })).pinCodes.pageInfo.total).toBe(2);
    // A refusal comes through as the platform's message with its reason.
    const refused = await as(alice, BUY, { input: { planId: 'ENT-1000', quantity: 2, requestId: randomUUID() } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' });

    // Activation for a downline member; one outside the downline refused; a code transferred.
    const outside = await as(alice, ACTIVATE, { id: codes[0].id, input: { forUserName: bob.userName, requestId: randomUUID() } });
    expect(outside.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'NOT_IN_DOWNLINE' });
    // An empty name is not "myself": refused as bad input, and the code stays unused.
    const nobody = await as(alice, ACTIVATE, { id: codes[0].id, input: { forUserName: '', requestId: randomUUID() } });
    expect(nobody.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
    const activated = (await ok(alice, ACTIVATE, { id: codes[0].id, input: { forUserName: carol.userName, requestId: randomUUID() } })).activatePinCode;
    expect(activated.code).toMatchObject({ state: 'ACTIVATED', activatedForUserName: carol.userName });
    expect(activated.insurancePackage).toBeNull();
    expect(activated.entrustPackage).toMatchObject({ origin: 'PIN', principal: '100', state: 'ACTIVE' });
    expect((await ok(carol, '{ entrustPackages { items { id origin } } }')).entrustPackages.items).toEqual([{ id: activated.entrustPackage.id, origin: 'PIN' }]);
    const again = await as(alice, ACTIVATE, { id: codes[0].id, input: { requestId: randomUUID() } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PIN_CODE_USED' });

    const sent = (await ok(alice, TRANSFER, { id: codes[1].id, input: { toUserName: bob.userName, requestId: randomUUID() } })).transferPinCode;
    expect(sent).toMatchObject({ toUserName: bob.userName, code: { id: codes[1].id, state: 'TRANSFERRED', holderUserName: null } });
    expect((await ok(bob, CODES)).pinCodes.items).toMatchObject([{ id: codes[1].id, state: 'PENDING', holderUserName: bob.userName }]);
    const toDave = await as(bob, TRANSFER, { id: codes[1].id, input: { toUserName: dave.userName, requestId: randomUUID() } });
    expect(toDave.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PIN_CODE_RECIPIENT_AREA_DISABLED' });
    const mine = (await ok(bob, ACTIVATE, { id: codes[1].id, input: { requestId: randomUUID() } })).activatePinCode;
    expect(mine.entrustPackage).toMatchObject({ origin: 'PIN' });

    // The chain of custody, to its holders only, and each member’s custody records.
    for (const viewer of [alice, bob]) {
      const chain = (await ok(viewer, CUSTODY, { id: codes[1].id })).pinCodeCustody;
      expect(chain.items.map((e: any) => [e.type, e.fromUserName, e.toUserName, e.forUserName])).toEqual([
        ['PURCHASE', null, alice.userName, null],
        ['TRANSFER', alice.userName, bob.userName, null],
        ['ACTIVATE', bob.userName, null, bob.userName],
      ]);
      expect(chain.pageInfo).toEqual({ total: 3, hasNextPage: false });
    }
    const stranger = await as(carol, CUSTODY, { id: codes[1].id });
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PIN_CODE_NOT_FOUND' });
    const records = (await ok(alice, RECORDS)).pinCodeRecords;
    expect(records.items.map((e: any) => e.type)).toEqual(['TRANSFER', 'ACTIVATE', 'PURCHASE', 'PURCHASE']);
  });
});
