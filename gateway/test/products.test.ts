/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { Decimal } from 'decimal.js';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_PASSWORD, gql, login, operatorGql, registerMember, signedInOperator, startStack, uniqueName, type Stack } from './helpers.ts';
import { distinctPng, fakeJpeg, pixelsOf, pngHeaderOnly } from '@portal/platform/testing/pictures';
import { step, storyTimeout } from '@portal/platform/testing/story';

// Insurance and entrust packages, premiums and claims through the real gateway in front of the
// real platform, envelope encrypted. The platform runs on a clock the test moves; operator steps
// (profit run, claim decisions, fines) go through the platform's operator API, and a claim's
// approval through the console's queue at /admin/graphql by a compliance operator.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

class Clock {
  ms = Date.parse('2030-06-01T08:00:00.000Z'); // 16:00 GMT+8
  now(): Date {
    return new Date(this.ms);
  }
}

const PACKAGE = 'id planId name origin coinName amount principal state autoAdd unlockDate unlockAt totalProfit compoundedProfit creditedProfit nextProfitAt projection { days simpleProfit compoundProfit compoundPrincipal } redeemedAt claimableOrders';
const ENTRUST = 'id planId state autoAdd expiryDate expiresAt redeemUntil renewals principal totalProfit nextProfitAt';
const BALANCES = `{ balances { coinName available locked } }`;

const requestId = () => randomUUID();

const FILE_CLAIM = /* GraphQL */ `
  mutation FileClaim($input: FileClaimInput!, $screenshot: File!) {
    fileClaim(input: $input, screenshot: $screenshot) {
      id tradeOrder status premiumRound packageName coinName payout
      screenshot { sha256 contentType sizeBytes receivedAt }
      timeline { status note at }
    }
  }
`;

describe('insurance and entrust packages, premiums and claims', () => {
  let stack: Stack;
  const clock = new Clock();
  let alice: { userName: string; token: string };
  let bob: { userName: string; token: string };

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, platform: { clock } });
    alice = await member('ins');
    bob = await member('bob');
    await stack.platform.admin('members/adjust', { userName: alice.userName, coinName: 'INSURANCE_POINT', direction: 'in', amount: '1000' });
    await stack.platform.admin('members/adjust', { userName: alice.userName, coinName: 'ASSETS_POINT', direction: 'in', amount: '500' });
    await stack.platform.admin('members/adjust', { userName: alice.userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function member(prefix: string) {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    return { userName, token: await login(stack, userName) };
  }

  /** Moves the platform's clock on and signs the members in again (sessions idle out after 30 minutes). */
  async function pass(ms: number) {
    clock.ms += ms;
    alice.token = await login(stack, alice.userName);
    bob.token = await login(stack, bob.userName);
  }

  async function ok(query: string, variables?: Record<string, unknown>, token = alice.token): Promise<any> {
    const result = await gql(stack.http, query, variables, { token });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data;
  }

  async function balances(token = alice.token): Promise<Record<string, { available: string; locked: string }>> {
    const data = await ok(BALANCES, undefined, token);
    return Object.fromEntries(data.balances.map((b: any) => [b.coinName, { available: b.available, locked: b.locked }]));
  }

  /** The operation is refused with the catalogued code and reason, and no balance moves. */
  async function refused(query: string, variables: Record<string, unknown>, reason: string, code = 'SERVER_MESSAGE') {
    const before = await balances();
    const result = await gql(stack.http, query, variables, { token: alice.token });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code, reason });
    expect(result.errors?.[0]?.message).toBeTruthy();
    expect(await balances()).toEqual(before);
    return result;
  }

  function uploadClaim(variables: Record<string, unknown>, file: Buffer, filename = 'trade.png', token = alice.token) {
    return stack.http
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('accept', 'application/graphql-response+json, application/json')
      .set('x-graphql-yoga-csrf', '1')
      .field('operations', JSON.stringify({ query: FILE_CLAIM, variables: { ...variables, screenshot: null } }))
      .field('map', JSON.stringify({ 0: ['variables.screenshot'] }))
      .attach('0', file, filename);
  }

  const BUY = `mutation($input: BuyInsurancePackageInput!) { buyInsurancePackage(input: $input) { ${PACKAGE} } }`;
  const PAY = `mutation($id: ID!, $input: PayPremiumInput!) { payPremium(id: $id, input: $input) { id round amount coinName paidBy status ordersUsed insured } }`;
  const COVER = `query($id: ID!) { insuranceCover(id: $id) { packageId insured premiumAmount maxRounds paidRounds remainingRounds canPay refusal currentRound { premiumId round ordersUsed orders { tradeOrder placed day profit claimStatus } } } }`;
  const REDEEM = `mutation($id: ID!, $input: RedeemInsurancePackageInput!) { redeemInsurancePackage(id: $id, input: $input) { redeemFee netAmount transfersReopenAt package { id state redeemedAt } } }`;

  // One member's packages on a clock that only moves forward: each step's balances, rounds and dates
  // are what the steps before left, so it is one story.
  it('packages through a month on one clock, in order: bought, premiums, the daily run, a claim, refilled and upgraded, redeemed; entrust after', { timeout: storyTimeout(9) }, async () => {
    let first: any;
    let premium: any;
    await step('lists the catalogue, buys up to the maximum count and refuses one more', async () => {
      const { insurancePlans } = await ok(`{ insurancePlans { id name amount coinName profitCoinName contractDays dailyProfitRatio termProfit maxPurchaseCount purchasedCount redeemFeeRatio premiumRatio premiumRounds claimPayoutRatio } }`);
      expect(insurancePlans[0]).toMatchObject({ id: 'INS-100', amount: '100', coinName: 'INSURANCE_POINT', contractDays: 30, termProfit: '15', maxPurchaseCount: 3, purchasedCount: 0, premiumRatio: '0.05', premiumRounds: 2 });

      const key = requestId();
      first = (await ok(BUY, { input: { planId: 'INS-100', requestId: key } })).buyInsurancePackage;
      expect(first).toMatchObject({ planId: 'INS-100', origin: 'PURCHASE', amount: '100', principal: '100', state: 'LOCKED', autoAdd: false, unlockDate: '2030-07-01', unlockAt: '2030-06-30T16:00:00.000Z', totalProfit: '0', claimableOrders: 0 });
      // The same requestId again: the first answer, nothing bought twice.
      expect((await ok(BUY, { input: { planId: 'INS-100', requestId: key } })).buyInsurancePackage.id).toBe(first.id);
      await ok(BUY, { input: { planId: 'INS-100', requestId: requestId() } });
      await ok(BUY, { input: { planId: 'INS-100', requestId: requestId() } });
      expect((await balances()).INSURANCE_POINT).toEqual({ available: '700', locked: '300' });

      await refused(BUY, { input: { planId: 'INS-100', requestId: requestId() } }, 'PACKAGE_LIMIT_REACHED');
      // A malformed plan id is named as the schema names it: input.planId (the platform's matchingId).
      const tooLong = await gql(stack.http, BUY, { input: { planId: 'P'.repeat(40), requestId: requestId() } }, { token: alice.token });
      expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ path: 'input.planId', reason: expect.any(String), message: expect.any(String) }] });
      const { insurancePackages } = await ok(`{ insurancePackages(filter: { status: ACTIVE }, page: { pageSize: 10 }) { items { id state } pageInfo { total hasNextPage } } }`);
      expect(insurancePackages.pageInfo).toEqual({ total: 3, hasNextPage: false });
      const one = await ok(`query($id: ID!) { insurancePackage(id: $id) { ${PACKAGE} } }`, { id: first.id });
      expect(one.insurancePackage.id).toBe(first.id);
    });

    await step('refuses a redeem while locked, with the unlock time in the quote', async () => {
      const { insuranceRedeemQuote } = await ok(
        `query($id: ID!) { insuranceRedeemQuote(id: $id) { packageId state redeemable principal redeemFeeRatio redeemFee netAmount coinName redeemableFrom closesTransfers } }`,
        { id: first.id },
      );
      expect(insuranceRedeemQuote).toEqual({
        packageId: first.id,
        state: 'LOCKED',
        redeemable: false,
        principal: '100',
        redeemFeeRatio: '0.02',
        redeemFee: '2',
        netAmount: '98',
        coinName: 'INSURANCE_POINT',
        redeemableFrom: '2030-06-30T16:00:00.000Z',
        closesTransfers: true,
      });
      await refused(REDEEM, { id: first.id, input: { requestId: requestId() } }, 'PACKAGE_LOCKED');
    });

    await step('pays a premium, refuses the second before the first round has made its profits, and switches auto add', async () => {
      premium = (await ok(PAY, { id: first.id, input: { requestId: requestId() } })).payPremium;
      expect(premium).toMatchObject({ round: 1, amount: '5', coinName: 'INSURANCE_POINT', paidBy: 'MEMBER', status: 'PAID', ordersUsed: 0, insured: true });
      await refused(PAY, { id: first.id, input: { requestId: requestId() } }, 'PREMIUM_ROUND_NOT_FINISHED');

      const { insuranceCover } = await ok(COVER, { id: first.id });
      expect(insuranceCover).toMatchObject({ insured: true, premiumAmount: '5', maxRounds: 2, paidRounds: 1, remainingRounds: 1, canPay: false, refusal: 'PREMIUM_ROUND_NOT_FINISHED' });
      expect(insuranceCover.currentRound.orders.map((o: any) => [o.tradeOrder, o.placed])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, false]));

      const premiums = await ok(`{ premiums(filter: {}, page: { pageSize: 5 }) { items { id round packageName } pageInfo { total } } premiumTotals { totalAmount count } }`);
      expect(premiums.premiums.items.map((p: any) => p.id)).toEqual([premium.id]);
      expect(premiums.premiumTotals).toEqual({ totalAmount: '5', count: 1 });

      const others = (await ok(`{ insurancePackages { items { id } } }`)).insurancePackages.items.filter((p: any) => p.id !== first.id);
      const switched = await ok(`mutation($id: ID!) { setInsurancePackageAutoAdd(id: $id, input: { enabled: true }) { id autoAdd } }`, { id: others[0].id });
      expect(switched.setInsurancePackageAutoAdd).toEqual({ id: others[0].id, autoAdd: true });
      expect((await ok(`{ insuranceAutoAddEnabled }`)).insuranceAutoAddEnabled).toBe(false);
      const on = await ok(`mutation { setInsuranceAutoAddSetting(input: { enabled: true }) { enabled packagesUpdated } }`);
      expect(on.setInsuranceAutoAddSetting).toEqual({ enabled: true, packagesUpdated: 3 });
      expect((await ok(`{ insuranceAutoAddEnabled }`)).insuranceAutoAddEnabled).toBe(true);
      const setting = await ok(`mutation { setInsuranceAutoAddSetting(input: { enabled: false }) { enabled packagesUpdated } }`);
      expect(setting.setInsuranceAutoAddSetting).toEqual({ enabled: false, packagesUpdated: 3 });
      expect((await ok(`{ insuranceAutoAddEnabled }`)).insuranceAutoAddEnabled).toBe(false);
      await ok(`mutation($id: ID!) { setInsurancePackageAutoAdd(id: $id, input: { enabled: true }) { id } }`, { id: others[0].id });
    });

    await step('shows the profit of the daily run: credited for one package, compounded for the other', async () => {
      await pass(2 * DAY);
      const days = await stack.platform.admin<any[]>('accrual/run', {});
      expect(days.map((d) => d.day)).toEqual(['2030-06-02', '2030-06-03']);
      const { insurancePackages } = await ok(`{ insurancePackages { items { ${PACKAGE} } } }`);
      const byId = new Map(insurancePackages.items.map((p: any) => [p.id, p]));
      expect(byId.get(first.id)).toMatchObject({ totalProfit: '1', compoundedProfit: '0', creditedProfit: '1', principal: '100', state: 'LOCKED' });
      const compounding = insurancePackages.items.find((p: any) => p.autoAdd);
      expect(compounding).toMatchObject({ principal: '101.0025', totalProfit: '1.0025', compoundedProfit: '1.0025', creditedProfit: '0' });
      expect(compounding.nextProfitAt).toMatch(/T16:00:00\.000Z$/);
      // What is still to come, from the platform: the same 0.5 a day paid out, or compounded on 101.0025.
      const ahead = (byId.get(first.id) as any).projection;
      expect(ahead.days).toBeGreaterThan(0);
      expect(ahead.simpleProfit).toBe(new Decimal('0.5').times(ahead.days).toFixed());
      expect(compounding.projection).toMatchObject({ days: ahead.days, simpleProfit: new Decimal('0.5050125').times(ahead.days).toFixed() });
      expect(new Decimal(compounding.projection.compoundPrincipal).minus(compounding.projection.compoundProfit).toFixed()).toBe('101.0025');
      // A fine lowers the principal, not the profit the package compounded or paid out.
      await stack.platform.admin('packages/fine', { id: compounding.id, amount: '0.5', reason: 'late premium' });
      const fined = (await ok(`{ insurancePackages { items { ${PACKAGE} } } }`)).insurancePackages.items.find((p: any) => p.id === compounding.id);
      expect(fined).toMatchObject({ principal: '100.5025', totalProfit: '1.0025', compoundedProfit: '1.0025', creditedProfit: '0' });
      expect((await balances()).BONUS_POINT!.available).toBe('2');

      const { insuranceCover } = await ok(COVER, { id: first.id });
      expect(insuranceCover.currentRound.orders.slice(0, 3)).toEqual([
        { tradeOrder: 1, placed: true, day: '2030-06-02', profit: '0.5', claimStatus: null },
        { tradeOrder: 2, placed: true, day: '2030-06-03', profit: '0.5', claimStatus: null },
        { tradeOrder: 3, placed: false, day: null, profit: null, claimStatus: null },
      ]);
    });

    await step('files a claim with a screenshot, refuses order 7, a second claim and a bad picture; the operator approves it', async () => {
      const picture = distinctPng();
      const before = await balances();
      // Before filing: what an approval pays, and which package has orders to claim.
      const preview = (await ok(`query($id: ID!) { insuranceCover(id: $id) { claimPayout claimPayoutCoinName } }`, { id: first.id })).insuranceCover;
      expect(preview).toEqual({ claimPayout: '10', claimPayoutCoinName: 'BONUS_POINT' });
      const claimable = async () =>
        Object.fromEntries(((await ok(`{ insurancePackages { items { id claimableOrders } } }`)).insurancePackages.items as any[]).map((p) => [p.id, p.claimableOrders]));
      expect((await claimable())[first.id]).toBe(2);
      const order7 = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 7, requestId: requestId() } }, picture);
      expect(order7.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CLAIM_ORDER_OUT_OF_RANGE' });

      const claimsBefore = await stack.platform.requestCount('/api/app/claim-order/claimOrder');
      const text = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 1, requestId: requestId() } }, Buffer.from('%PDF-1.7 not a picture'), 'trade.pdf');
      expect(text.status).toBe(400);
      expect(text.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'SCREENSHOT_NOT_IMAGE' });
      expect(text.body.errors[0].message).toBe('Bad request parameters: the screenshot must be a PNG, JPEG or WebP picture');
      const empty = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 1, requestId: requestId() } }, Buffer.alloc(0));
      expect(empty.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'SCREENSHOT_REQUIRED' });
      expect(empty.body.errors[0].message).toMatch(/screenshot of the trade order/);
      expect(await stack.platform.requestCount('/api/app/claim-order/claimOrder')).toBe(claimsBefore);
      // Signed like a picture, so the gateway passes them on; the platform decodes them and refuses.
      for (const fake of [pngHeaderOnly(), fakeJpeg()]) {
        const refused = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 1, requestId: requestId() } }, fake);
        expect(refused.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'SCREENSHOT_NOT_IMAGE' });
        expect(refused.body.errors[0].message).toBe('The screenshot must be a PNG, JPEG or WebP picture');
      }

      const filed = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 1, requestId: requestId() } }, picture);
      expect(filed.body.errors).toBeUndefined();
      expect((await claimable())[first.id]).toBe(1);
      const claim = filed.body.data.fileClaim;
      expect(claim).toMatchObject({ tradeOrder: 1, status: 'PENDING_REVIEW', premiumRound: 1, coinName: 'BONUS_POINT', payout: null, screenshot: { contentType: 'image/png' } });
      // What is kept is the platform's re-encoding, named by the SHA-256 of the upload.
      const shown = await stack.platform.admin<{ sha256: string; base64: string }>('claims/screenshot', { id: claim.id });
      expect(shown.sha256).toBe(createHash('sha256').update(picture).digest('hex'));
      expect(claim.screenshot).toMatchObject({ sha256: shown.sha256, sizeBytes: Buffer.from(shown.base64, 'base64').length });
      expect(await pixelsOf(Buffer.from(shown.base64, 'base64'))).toEqual(await pixelsOf(picture));
      expect(claim.timeline.map((e: any) => e.status)).toEqual(['SUBMITTED']);

      const twice = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 1, requestId: requestId() } }, distinctPng());
      expect(twice.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CLAIM_DUPLICATE' });
      const unplaced = await uploadClaim({ input: { premiumId: premium.id, tradeOrder: 5, requestId: requestId() } }, distinctPng());
      expect(unplaced.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CLAIM_ORDER_NOT_INSURED' });
      expect(await balances()).toEqual(before);

      await stack.platform.admin('claims/review', { id: claim.id });
      // A compliance operator finds the member's claim in the console's queue and approves it there.
      const operatorToken = (await signedInOperator(stack, 'compliance', Math.floor(clock.ms / 1000))).token;
      const queue = await operatorGql(stack, `{ pendingClaims { id userName status tradeOrder } }`, undefined, operatorToken);
      expect(queue.errors).toBeUndefined();
      expect(queue.data.pendingClaims).toContainEqual({ id: claim.id, userName: alice.userName, status: 'UNDER_REVIEW', tradeOrder: 1 });
      const approved = await operatorGql(stack, `mutation($input: ClaimNoteInput!) { approveClaim(input: $input) { claim { id status payout } fourEyesRequest { id } } }`, { input: { id: claim.id } }, operatorToken);
      expect(approved.errors).toBeUndefined();
      expect(approved.data.approveClaim).toEqual({ claim: { id: claim.id, status: 'APPROVED', payout: '10' }, fourEyesRequest: null });
      expect((await operatorGql(stack, `{ pendingClaims { id } }`, undefined, operatorToken)).data.pendingClaims).not.toContainEqual({ id: claim.id });
      const { claims } = await ok(`{ claims(filter: { status: APPROVED }) { items { id status payout transactionNumber timeline { status note } } pageInfo { total } } }`);
      expect(claims.items[0]).toMatchObject({ id: claim.id, status: 'APPROVED', payout: '10' });
      expect(claims.items[0].transactionNumber).toBeTruthy();
      expect(claims.items[0].timeline.map((e: any) => e.status)).toEqual(['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID']);
      expect((await balances()).BONUS_POINT!.available).toBe('12');
      const cover = await ok(COVER, { id: first.id });
      expect(cover.insuranceCover.currentRound.orders[0].claimStatus).toBe('APPROVED');
    });

    await step('takes the second premium once the first round has made its six profits, and refuses a third over the maximum', async () => {
      await pass(4 * DAY);
      await stack.platform.admin('accrual/run', {});
      const second = (await ok(PAY, { id: first.id, input: { requestId: requestId() } })).payPremium;
      expect(second).toMatchObject({ round: 2, amount: '5' });
      await pass(6 * DAY);
      await stack.platform.admin('accrual/run', {});
      const cover = (await ok(COVER, { id: first.id })).insuranceCover;
      expect(cover).toMatchObject({ paidRounds: 2, remainingRounds: 0, canPay: false, refusal: 'PREMIUM_LIMIT_REACHED' });
      await refused(PAY, { id: first.id, input: { requestId: requestId() } }, 'PREMIUM_LIMIT_REACHED');
    });

    await step('refills a fined package and upgrades another', async () => {
      const REFILL = `mutation($id: ID!, $input: RefillInsurancePackageInput!) { refillInsurancePackage(id: $id, input: $input) { id principal amount } }`;
      await refused(REFILL, { id: first.id, input: { requestId: requestId() } }, 'PACKAGE_ALREADY_FULL');
      await stack.platform.admin('packages/fine', { id: first.id, amount: '10', reason: 'Late trade' });
      const fined = (await ok(`query($id: ID!) { insurancePackage(id: $id) { principal refillAmount } }`, { id: first.id })).insurancePackage;
      expect(fined).toEqual({ principal: '90', refillAmount: '10' });
      const refilled = await ok(REFILL, { id: first.id, input: { requestId: requestId() } });
      expect(refilled.refillInsurancePackage).toEqual({ id: first.id, principal: '100', amount: '100' });

      const UPGRADE = `mutation($id: ID!, $input: UpgradeInsurancePackageInput!) { upgradeInsurancePackage(id: $id, input: $input) { id planId amount } }`;
      const target = (await ok(`{ insurancePackages { items { id autoAdd } } }`)).insurancePackages.items.find((p: any) => p.id !== first.id && !p.autoAdd);
      await refused(UPGRADE, { id: target.id, input: { planId: 'INS-100', requestId: requestId() } }, 'PACKAGE_UPGRADE_NOT_LARGER');
      // The review lists what the platform allows, at its price: every larger plan, the difference to pay.
      const OPTIONS = `query($id: ID!) { insuranceUpgradeOptions(id: $id) { planId name amount coinName cost } }`;
      const options = (await ok(OPTIONS, { id: target.id })).insuranceUpgradeOptions;
      expect(options.map((o: any) => [o.planId, o.cost])).toEqual([['INS-500', '400'], ['INS-1000', '900']]);
      expect(options[0]).toMatchObject({ amount: '500', coinName: 'INSURANCE_POINT' });
      const before = (await balances()).INSURANCE_POINT!.available;
      const upgraded = await ok(UPGRADE, { id: target.id, input: { planId: 'INS-500', requestId: requestId() } });
      expect(upgraded.upgradeInsurancePackage).toEqual({ id: target.id, planId: 'INS-500', amount: '500' });
      expect(Number((await balances()).INSURANCE_POINT!.available)).toBe(Number(before) - 400);
      expect((await ok(OPTIONS, { id: target.id })).insuranceUpgradeOptions.map((o: any) => [o.planId, o.cost])).toEqual([['INS-1000', '500']]);
    });

    await step('redeems after unlock, closes transfers until the next 00:00 GMT+8, and refuses a transfer meanwhile', async () => {
      clock.ms = Date.parse('2030-07-01T02:00:00.000Z'); // 10:00 GMT+8 on the unlock day
      await pass(0);
      const before = await balances();
      const result = await ok(REDEEM, { id: first.id, input: { requestId: requestId() } });
      expect(result.redeemInsurancePackage).toMatchObject({ redeemFee: '2', netAmount: '98', transfersReopenAt: '2030-07-01T16:00:00.000Z', package: { id: first.id, state: 'TERMINATED' } });
      const after = await balances();
      expect(Number(after.INSURANCE_POINT!.available) - Number(before.INSURANCE_POINT!.available)).toBe(98);
      await refused(REDEEM, { id: first.id, input: { requestId: requestId() } }, 'PACKAGE_NOT_ACTIVE');

      const TRANSFER = `mutation($input: TransferInput!) { transfer(input: $input) { id } }`;
      await refused(TRANSFER, { input: { toUser: bob.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: TRANSACTION_PASSWORD, requestId: requestId() } }, 'TRANSFER_CLOSED');
      clock.ms = Date.parse('2030-07-01T16:00:01.000Z');
      await pass(0);
      await ok(TRANSFER, { input: { toUser: bob.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: TRANSACTION_PASSWORD, requestId: requestId() } });
    });

    await step('entrust: buys, switches auto add, refuses a redeem before expiry and redeems inside the 24-hour window', async () => {
      const { entrustPlans } = await ok(`{ entrustPlans { id amount coinName contractDays maxPurchaseCount purchasedCount redeemFeeRatio } }`);
      expect(entrustPlans[0]).toMatchObject({ id: 'ENT-100', amount: '100', coinName: 'ASSETS_POINT', contractDays: 30 });
      const BUY_ENTRUST = `mutation($input: BuyEntrustPackageInput!) { buyEntrustPackage(input: $input) { ${ENTRUST} } }`;
      const pkg = (await ok(BUY_ENTRUST, { input: { planId: 'ENT-100', requestId: requestId() } })).buyEntrustPackage;
      expect(pkg).toMatchObject({ planId: 'ENT-100', state: 'ACTIVE', autoAdd: false, expiryDate: '2030-08-01', expiresAt: '2030-07-31T16:00:00.000Z', redeemUntil: '2030-08-01T16:00:00.000Z', renewals: 0 });
      const switched = await ok(`mutation($id: ID!) { setEntrustPackageAutoAdd(id: $id, input: { enabled: true }) { autoAdd } }`, { id: pkg.id });
      expect(switched.setEntrustPackageAutoAdd.autoAdd).toBe(true);
      const UPGRADE = `mutation($id: ID!, $input: UpgradeEntrustPackageInput!) { upgradeEntrustPackage(id: $id, input: $input) { id planId amount } }`;
      const { entrustUpgradeOptions } = await ok(`query($id: ID!) { entrustUpgradeOptions(id: $id) { planId cost } }`, { id: pkg.id });
      expect(entrustUpgradeOptions).toEqual([{ planId: 'ENT-1000', cost: '900' }]);
      await refused(UPGRADE, { id: pkg.id, input: { planId: 'ENT-1000', requestId: requestId() } }, 'INSUFFICIENT_BALANCE');

      const REDEEM_ENTRUST = `mutation($id: ID!, $input: RedeemEntrustPackageInput!) { redeemEntrustPackage(id: $id, input: $input) { redeemFee netAmount package { id state } } }`;
      await refused(REDEEM_ENTRUST, { id: pkg.id, input: { requestId: requestId() } }, 'ENTRUST_NOT_EXPIRED');
      const totals = await ok(`{ entrustTotals { activeCount totalAmount totalProfit } entrustPackages(filter: { status: ACTIVE }) { items { id } pageInfo { total } } }`);
      expect(totals.entrustTotals).toEqual({ activeCount: 1, totalAmount: '100', totalProfit: '0' });

      clock.ms = Date.parse('2030-07-31T20:00:00.000Z'); // inside the window
      await pass(0);
      const quote = await ok(`query($id: ID!) { entrustRedeemQuote(id: $id) { packageId state redeemable principal redeemFee netAmount redeemableFrom } }`, { id: pkg.id });
      expect(quote.entrustRedeemQuote).toMatchObject({ packageId: pkg.id, state: 'REDEEMABLE', redeemable: true, principal: '100', redeemFee: '0', netAmount: '100' });
      const redeemed = await ok(REDEEM_ENTRUST, { id: pkg.id, input: { requestId: requestId() } });
      expect(redeemed.redeemEntrustPackage).toMatchObject({ redeemFee: '0', netAmount: '100', package: { id: pkg.id, state: 'TERMINATED' } });
      expect((await balances()).ASSETS_POINT).toEqual({ available: '500', locked: '0' });
    });
  });

  it('refuses member operations without a token and answers in the request language', async () => {
    const anonymous = await gql(stack.http, `{ insurancePlans { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const zh = await gql(stack.http, BUY, { input: { planId: 'NO-SUCH', requestId: requestId() } }, { token: alice.token, locale: 'zh-CN' });
    expect(zh.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PACKAGE_UNAVAILABLE' });
    expect(zh.errors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
