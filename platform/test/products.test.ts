import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { fakeJpeg, pixelsOf, pngHeaderOnly, pngHtmlPolyglot, POLYGLOT_HTML } from '../src/testing-pictures.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { call, count, expectBadRequest, expectOk, expectRefused, login, TestClock, usePlatformOnPostgres, type Loose, describeOnPostgres } from './helpers.ts';
import { available, credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { accrue, fileClaim, passDays, product, screenshot, tryAdmin } from './product-helpers.ts';

describe('insurance redeem, transfer lock and claims', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let alice: SignedIn;
  let bob: SignedIn;
  let pkg: Loose;
  let premium: Loose;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    [alice, bob] = [await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, alice.userName, 'INSURANCE_POINT', '200');
    await credit(platform, alice.userName, 'CASH_POINT', '100');
    pkg = expectOk(await product(platform, alice, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    premium = expectOk(await product(platform, alice, 'insurance/buyInsurance', { id: pkg.id }));
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('an insurance package through its first month, in order: the missed days caught up, a claim, the redeem and the transfer lock', { timeout: storyTimeout(3) }, async () => {
    await step('catches up the missed days in order, each once', async () => {
      await passDays(platform, clock, 3, [alice, bob]);
      const days = await accrue(platform);
      expect(days.map((d) => [d.day, d.accrued])).toEqual([
        ['2030-06-02', 1],
        ['2030-06-03', 1],
        ['2030-06-04', 1],
      ]);
      expect(await accrue(platform)).toEqual([]);
      expect(await available(platform, alice.token, 'BONUS_POINT')).toBe('1.5');
      expect((await recordsOf(platform, alice.token, { recordType: 'INSURANCE_PROFIT' })).map((r) => [r.amount, r.createdAt])).toEqual([
        ['0.5', '2030-06-03T16:00:00.000Z'],
        ['0.5', '2030-06-02T16:00:00.000Z'],
        ['0.5', '2030-06-01T16:00:00.000Z'],
      ]);
    });

    await step('files a claim for a placed order with its screenshot, once; refuses order 7 and unplaced orders', async () => {
      const picture = screenshot();
      const before = await snapshot(platform, alice.token);
      expectRefused(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 7 }, picture), 'CLAIM_ORDER_OUT_OF_RANGE');
      expectRefused(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 4 }, picture), 'CLAIM_ORDER_NOT_INSURED');
      // The picture's refusals speak of the screenshot, not of a deposit receipt.
      const missing = await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2 }, undefined);
      expectRefused(missing, 'SCREENSHOT_REQUIRED');
      expect(missing.msg).toBe('Please attach a screenshot of the trade order');
      const pdf = await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2 }, Buffer.from('%PDF not a picture'));
      expectRefused(pdf, 'SCREENSHOT_NOT_IMAGE');
      expect(pdf.msg).toBe('The screenshot must be a PNG, JPEG or WebP picture');
      // Signed like a picture, not one: a bare PNG header declaring 2^31 × 2^31 pixels, 104 bytes
      // of fake JPEG. Refused like the PDF, and nothing is stored.
      const stored = { screenshots: await count(platform, 'claim_screenshots'), claims: await count(platform, 'claim_orders') };
      expectRefused(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2 }, pngHeaderOnly()), 'SCREENSHOT_NOT_IMAGE');
      expectRefused(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2 }, fakeJpeg()), 'SCREENSHOT_NOT_IMAGE');
      expect({ screenshots: await count(platform, 'claim_screenshots'), claims: await count(platform, 'claim_orders') }).toEqual(stored);
      const otherPicture = createHash('sha256').update(screenshot()).digest('hex');
      expectBadRequest(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2, screenshotSha256: otherPicture }, picture));
      expectRefused(await fileClaim(platform, bob, { premiumId: premium.id, tradeOrder: 2 }, picture), 'PREMIUM_NOT_FOUND');

      const claim = expectOk(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2, requestId: 'claim-0001' }, picture));
      expect(claim).toMatchObject({ tradeOrder: 2, status: 'PENDING_REVIEW', screenshot: { sha256: createHash('sha256').update(picture).digest('hex'), receivedAt: clock.now().toISOString() } });
      expect(claim.timeline.map((e: Loose) => e.status)).toEqual(['SUBMITTED']);
      expectRefused(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 2 }, screenshot()), 'CLAIM_DUPLICATE');
      expect(await snapshot(platform, alice.token)).toEqual(before);

      await platform.admin('claims/review', { id: claim.id });
      await platform.admin('claims/request-info', { id: claim.id, note: 'Please send the trade confirmation' });
      const approved = await platform.admin<Loose>('claims/approve', { id: claim.id });
      expect(approved).toMatchObject({ status: 'APPROVED', payout: '10' });
      expect(approved.timeline.map((e: Loose) => e.status)).toEqual(['SUBMITTED', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'PAID']);
      expect(await available(platform, alice.token, 'BONUS_POINT')).toBe('11.5');
      expect((await recordsOf(platform, alice.token, { recordType: 'CLAIM' })).map((r) => r.amount)).toEqual(['10']);
      expectRefused(await tryAdmin(platform, 'claims/reject', { id: claim.id, reason: 'late' }), 'ORDER_STATE_INVALID');

      // A PNG carrying an HTML page after its end is taken as the picture it is.
      const polyglot = pngHtmlPolyglot();
      const second = expectOk(await fileClaim(platform, alice, { premiumId: premium.id, tradeOrder: 3 }, polyglot));
      expect(await platform.admin<Loose>('claims/reject', { id: second.id, reason: 'No loss on this order' })).toMatchObject({ status: 'REJECTED', reason: 'No loss on this order' });
      const mine = expectOk(await product(platform, alice, 'claim-order/claimOrderList'));
      expect(mine.list.map((c: Loose) => [c.tradeOrder, c.status])).toEqual([
        [3, 'REJECTED'],
        [2, 'APPROVED'],
      ]);
      // The operator sees each screenshot re-encoded: its pixels, under the upload's SHA-256; the polyglot's page is gone.
      const shown = await platform.admin<Loose>('claims/screenshot', { id: claim.id });
      expect(shown).toMatchObject({ sha256: claim.screenshot.sha256, contentType: 'image/png' });
      expect(await pixelsOf(Buffer.from(shown.base64, 'base64'))).toEqual(await pixelsOf(picture));
      const shownPolyglot = await platform.admin<Loose>('claims/screenshot', { id: second.id });
      expect(shownPolyglot).toMatchObject({ sha256: createHash('sha256').update(polyglot).digest('hex'), contentType: 'image/png' });
      const polyglotBytes = Buffer.from(shownPolyglot.base64, 'base64');
      expect(polyglot.includes(POLYGLOT_HTML)).toBe(true);
      expect(polyglotBytes.includes(POLYGLOT_HTML)).toBe(false);
      expect(await pixelsOf(polyglotBytes)).toEqual(await pixelsOf(polyglot));
      await expectLedgerClean(platform);
    });

    await step('redeems after unlock less the fee, and closes transfers until 00:00 GMT+8', async () => {
      expectRefused(await product(platform, alice, 'insurance/redeem', { id: pkg.id }), 'PACKAGE_LOCKED');
      await passDays(platform, clock, 27, [alice, bob]); // 2030-07-01 16:00 GMT+8: unlocked since 00:00
      // Redeemed before the run has credited the last days: the run still credits them (the package was alive at their 00:00).
      const quote = expectOk(await product(platform, alice, 'insurance/redeemFee', { id: pkg.id }));
      expect(quote).toMatchObject({ redeemable: true, principal: '100', redeemFee: '2', netAmount: '98' });
      const before = Number(await available(platform, alice.token, 'INSURANCE_POINT'));
      const redeemed = expectOk(await product(platform, alice, 'insurance/redeem', { id: pkg.id, requestId: 'redeem-0001' }));
      expect(redeemed).toMatchObject({ state: 'TERMINATED', redeemFee: '2', netAmount: '98', transferClosedUntil: '2030-07-01T16:00:00.000Z' });
      expect(Number(await available(platform, alice.token, 'INSURANCE_POINT'))).toBe(before + 98);
      expect((await recordsOf(platform, alice.token, { coinName: 'INSURANCE_POINT' })).slice(0, 2).map((r) => [r.recordType, r.amount])).toEqual(
        expect.arrayContaining([
          ['REDEEM', '100'],
          ['REDEEM_FEE', '-2'],
        ]),
      );
      expectRefused(await product(platform, alice, 'insurance/redeem', { id: pkg.id }), 'PACKAGE_NOT_ACTIVE');
      await accrue(platform);
      expect(await recordsOf(platform, alice.token, { recordType: 'INSURANCE_PROFIT' })).toHaveLength(30);
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'INSURANCE_POINT/locked': '0', 'BONUS_POINT/available': '25' }); // 30 × 0.5 + the claim's 10

      const send = () => call(platform, '/api/app/makeOver/makeOver', { toUser: bob.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: alice.transactionPassword }, { token: alice.token });
      const cash = await snapshot(platform, alice.token);
      expectRefused(await send(), 'TRANSFER_CLOSED');
      expect(await snapshot(platform, alice.token)).toEqual(cash);
      clock.advance(8 * 60 * 60 * 1000); // past 00:00 GMT+8
      alice.token = await login(platform, alice);
      expectOk(await send());
      await expectLedgerClean(platform);
    });
  });
});

describe('entrust packages', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let carol: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    carol = await signedInMember(platform);
    await credit(platform, carol.userName, 'ASSETS_POINT', '2000');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('buys from ASSETS_POINT, adds profit with auto-add, is redeemable only in the 24 hours after expiry, else renews', async () => {
    expect((expectOk(await product(platform, carol, 'trusteeship/matchingList')) as Loose[]).map((p) => p.id)).toEqual(['ENT-100', 'ENT-1000']);
    const a = expectOk(await product(platform, carol, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    const b = expectOk(await product(platform, carol, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    expect(a).toMatchObject({ coinName: 'ASSETS_POINT', state: 'ACTIVE', endDate: '2030-07-01' });
    expectOk(await product(platform, carol, 'trusteeship/updateAutoAddWarehouseStatus', { id: b.id, status: 1 }));
    // The review before an upgrade: the larger plan, priced at the difference; nothing larger than the largest.
    expect(expectOk(await product(platform, carol, 'trusteeship/upgradeOptions', { id: a.id }))).toEqual([
      expect.objectContaining({ id: 'ENT-1000', amount: '1000', cost: '900', purchasedCount: 0 }),
    ]);
    expectOk(await product(platform, carol, 'trusteeship/upgradeMatching', { id: a.id, matchingId: 'ENT-1000' }));
    expect(expectOk(await product(platform, carol, 'trusteeship/upgradeOptions', { id: a.id }))).toEqual([]);
    expect(await snapshot(platform, carol.token)).toMatchObject({ 'ASSETS_POINT/available': '900', 'ASSETS_POINT/locked': '1100' });

    const before = await snapshot(platform, carol.token);
    expectRefused(await product(platform, carol, 'trusteeship/redeem', { id: a.id }), 'ENTRUST_NOT_EXPIRED');
    expect(await snapshot(platform, carol.token)).toEqual(before);

    await passDays(platform, clock, 30, [carol]); // 2030-07-01 16:00 GMT+8: expired at 00:00, window open
    await accrue(platform);
    expect(await available(platform, carol.token, 'BONUS_POINT')).toBe('150'); // 1000 × 0.005 × 30
    expect((await recordsOf(platform, carol.token, { recordType: 'ADD' })).length).toBe(30);
    const redeemed = expectOk(await product(platform, carol, 'trusteeship/redeem', { id: a.id }));
    expect(redeemed).toMatchObject({ state: 'TERMINATED', netAmount: '1000', transferClosedUntil: null });

    await passDays(platform, clock, 1, [carol]); // 2030-07-02 16:00: b's window closed
    const closed = await snapshot(platform, carol.token);
    expectRefused(await product(platform, carol, 'trusteeship/redeem', { id: b.id }), 'ENTRUST_REDEEM_WINDOW_CLOSED');
    // Past its expiry it earns nothing until renewed: no upgrade is offered.
    expect(expectOk(await product(platform, carol, 'trusteeship/upgradeOptions', { id: b.id }))).toEqual([]);
    expect(await snapshot(platform, carol.token)).toEqual(closed);
    await accrue(platform);
    const renewed = (expectOk(await product(platform, carol, 'trusteeship/buyMatchingList', { status: 'ACTIVE' })).list as Loose[]).find((p) => p.id === b.id);
    expect(renewed).toMatchObject({ endDate: '2030-07-31', renewals: 1, state: 'ACTIVE' });
    // Renewed, it may be upgraded again; the member's one ENT-1000 counts against that plan's limit of 2.
    expect(expectOk(await product(platform, carol, 'trusteeship/upgradeOptions', { id: b.id }))).toEqual([
      expect.objectContaining({ id: 'ENT-1000', cost: '900', purchasedCount: 1, maxPurchaseCount: 2 }),
    ]);
    expect(expectOk(await product(platform, carol, 'trusteeship/totalBuyMatchingAmount'))).toMatchObject({ activeCount: 1 });
    await expectLedgerClean(platform);
  });
});

describe('the money cycle on a fresh install', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('deposit → convert → buy → daily profit → convert to WITHDRAWAL_POINT → withdraw, with no adjust', async () => {
    const dave = await signedInMember(platform);
    const deposit = expectOk(await product(platform, dave, 'deposit/deposit', { amount: '1000', hash: `0x${randomBytes(32).toString('hex')}`, receiptNumber: 'R-1' }));
    await platform.admin('deposits/approve', { id: deposit.id });
    expectOk(await product(platform, dave, 'convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'INSURANCE_POINT', amount: '1000' }));
    const pkg = expectOk(await product(platform, dave, 'insurance/buyMatching', { matchingId: 'INS-1000' }));
    const address = expectOk(await product(platform, dave, 'withdrawal-address/add', { type: 'BEP20', address: '0x52908400098527886E0F7030069857D2E4169EE7', transactionPassword: dave.transactionPassword }));
    await passDays(platform, clock, 3, [dave]);
    await accrue(platform);
    expect(await available(platform, dave.token, 'BONUS_POINT')).toBe('21'); // 1000 × 0.007 × 3
    const converted = expectOk(await product(platform, dave, 'convert/convert', { fromCoin: 'BONUS_POINT', toCoin: 'WITHDRAWAL_POINT', amount: '21' }));
    expect(converted).toMatchObject({ status: 'SUCCESS', fee: '0.42', toAmount: '20.58' });
    const withdrawal = expectOk(await product(platform, dave, 'withdrawal/bscWithdrawal', { addressId: address.id, amount: '20', transactionPassword: dave.transactionPassword }));
    await platform.admin('withdrawals/transition', { id: withdrawal.id, action: 'approve' });
    const paid = await platform.admin<Loose>('withdrawals/transition', { id: withdrawal.id, action: 'pay', payoutHash: `0x${'ab'.repeat(32)}` });
    expect(paid.status).toBe('SUCCESS');
    expect(await available(platform, dave.token, 'WITHDRAWAL_POINT')).toBe('0.58');
    expect(pkg.state).toBe('LOCKED');
    const adjusts = await platform.db.selectFrom('asset_records').select('id').where('record_type', 'in', ['ADJUST_IN', 'ADJUST_OUT']).execute();
    expect(adjusts).toEqual([]);
    await expectLedgerClean(platform);
  });
});

describeOnPostgres('packages on PostgreSQL, concurrently', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  usePlatformOnPostgres(
    (started) => {
      platform = started;
    },
    { clock },
  );

  it('of 5 parallel buys the balance pays for 2, exactly 2 succeed', async () => {
    const erin = await signedInMember(platform);
    await credit(platform, erin.userName, 'ASSETS_POINT', '250');
    const answers = await Promise.all(Array.from({ length: 5 }, () => product(platform, erin, 'trusteeship/buyMatching', { matchingId: 'ENT-100' })));
    const outcomes = answers.map((a) => (a.code === 20000 ? 'OK' : a.reason)).sort();
    expect(outcomes).toEqual(['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'OK', 'OK']);
    expect(await snapshot(platform, erin.token)).toMatchObject({ 'ASSETS_POINT/available': '50', 'ASSETS_POINT/locked': '200' });
    await expectLedgerClean(platform);
  });

  it('of parallel buys beyond the maximum purchase count, exactly the maximum succeed', async () => {
    const fay = await signedInMember(platform);
    await credit(platform, fay.userName, 'INSURANCE_POINT', '5000');
    const answers = await Promise.all(Array.from({ length: 4 }, () => product(platform, fay, 'insurance/buyMatching', { matchingId: 'INS-500' })));
    expect(answers.map((a) => (a.code === 20000 ? 'OK' : a.reason)).sort()).toEqual(['OK', 'OK', 'PACKAGE_LIMIT_REACHED', 'PACKAGE_LIMIT_REACHED']);
  });

  it('two runs of one day at once credit it once', async () => {
    const gus = await signedInMember(platform);
    await credit(platform, gus.userName, 'ASSETS_POINT', '100');
    const pkg = expectOk(await product(platform, gus, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    expect(pkg.startDate).toBe('2030-06-01');
    await passDays(platform, clock, 1, [gus]);
    const runs = await Promise.all([accrue(platform, '2030-06-02'), accrue(platform, '2030-06-02'), accrue(platform)]);
    // One of the three did the day (however many packages the suite's other tests hold); the
    // others found it done. Gus's package was credited once: 0.4, not 0.8.
    expect(runs.flat().filter((run) => run.day === '2030-06-02' && run.accrued > 0)).toHaveLength(1);
    expect(await available(platform, gus.token, 'BONUS_POINT')).toBe('0.4');
    await expectLedgerClean(platform);
  });
});

describeOnPostgres('the daily profit run with two platform replicas on one PostgreSQL database', () => {
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  const replicas: TestPlatform[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One after the other: the first brings the schema up to date.
    for (let i = 0; i < 2; i += 1) replicas.push(await startTestPlatform({ clock, databaseUrl: database.url }));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await database?.drop();
  });

  it('runs once when both replicas run the same day at the same moment', async () => {
    const [first, second] = replicas as [TestPlatform, TestPlatform];
    const ivy = await signedInMember(first);
    await credit(first, ivy.userName, 'ASSETS_POINT', '100');
    expectOk(await product(first, ivy, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    await passDays(first, clock, 1, [ivy]);
    const runs = await Promise.all([accrue(first, '2030-06-02'), accrue(second, '2030-06-02'), accrue(second, '2030-06-02')]);
    expect(runs.flat().reduce((sum, r) => sum + r.accrued, 0)).toBe(1);
    expect(await available(second, ivy.token, 'BONUS_POINT')).toBe('0.4');
    await expectLedgerClean(second);
  });
});
