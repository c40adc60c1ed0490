// Member notifications (docs/notifications.md): each event site writes one inbox row with its
// parameters in the business change's transaction; a refused change writes none; the member
// paths list, count, mark read, and keep preferences (security events locked).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectBadRequest, expectOk, expectRefused, login, TestClock, tryLogin, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';
import { DAY, fileClaim, product, screenshot } from './product-helpers.ts';

/** The member's inbox rows behind the API, oldest first. */
async function inboxRows(platform: TestPlatform, member: { userId: string }, event?: string) {
  let query = platform.db.selectFrom('notifications').select(['id', 'event', 'params', 'in_app', 'read_at']).where('member_id', '=', member.userId);
  if (event) query = query.where('event', '=', event);
  return query.orderBy('created_at').orderBy('id').execute();
}

const list = async (platform: TestPlatform, member: SignedIn, data: Record<string, unknown> = {}, locale?: string) =>
  expectOk(await call(platform, '/api/notifications/list', data, { token: member.token, ...(locale ? { locale } : {}) }));

describe('notifications', () => {
  // 2030-06-01 10:00 GMT+8.
  const clock = new TestClock(new Date('2030-06-01T02:00:00.000Z'));
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({
      clock,
      env: { WITHDRAWAL_FEE: '1', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000', SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720', ADDRESS_COOLING_HOURS: '0' },
    });
  });
  afterAll(() => platform?.close());

  it('security changes: password, transaction password, bank account and withdrawal address, each once with what changed', async () => {
    const member = await signedInMember(platform);
    const token = member.token;
    // The address first: after a password change, address changes wait 24 hours.
    const address = expectOk(
      await call(platform, '/api/app/withdrawal-address/add', { type: 'BEP20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', transactionPassword: member.transactionPassword }, { token }),
    );
    expectOk(await call(platform, '/api/app/withdrawal-address/del', { id: address.id }, { token }));
    expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-1' }, { token }));
    expectOk(
      await call(
        platform,
        '/api/app/user/updateTransactionPassword',
        { oldTransactionPassword: member.transactionPassword, transactionPassword: 'new-tx-pass-1', confirmTransactionPassword: 'new-tx-pass-1' },
        { token },
      ),
    );
    const bank = expectOk(await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank Central Asia', accountName: 'Budi Santoso', accountNumber: '1234 5678 9012' }, { token }));
    expectOk(await call(platform, '/api/app/bank-account/delBankAccount', { id: bank.id }, { token }));

    const rows = await inboxRows(platform, member, 'SECURITY_CHANGED');
    expect(rows.map((row) => row.params)).toEqual([
      { change: 'WITHDRAWAL_ADDRESS_ADDED', address: '0x5aAe…eAed' },
      { change: 'WITHDRAWAL_ADDRESS_REMOVED', address: '0x5aAe…eAed' },
      { change: 'PASSWORD' },
      { change: 'TRANSACTION_PASSWORD' },
      { change: 'BANK_ACCOUNT_ADDED', account: 'Bank Central Asia ****9012' },
      { change: 'BANK_ACCOUNT_REMOVED', account: 'Bank Central Asia ****9012' },
    ]);

    // A refused change writes nothing: a wrong current password.
    const refused = await call(platform, '/api/app/user/updatePassWord', { oldPassword: 'not-it', password: 'new-password-2', confirmPassword: 'new-password-2' }, { token });
    expect(refused.code).toBe(9001);
    expect(await inboxRows(platform, member, 'SECURITY_CHANGED')).toHaveLength(6);

    // Rendered in the reader's language at read time.
    const page = await list(platform, member, { pageSize: 2 }, 'ja-JP');
    expect(page.total).toBe(6);
    expect(page.list[0]).toMatchObject({ event: 'SECURITY_CHANGED', title: 'セキュリティ設定が変更されました', link: '/setting', readAt: null });
    expect(page.list[0].body).toContain('****9012');
    expect(page.list[0].body).toContain('銀行口座が削除されました');
  });

  it('a sign-in from a device not seen before (user agent + address) tells the member; a known one does not', async () => {
    const member = await signedInMember(platform);
    const first = await inboxRows(platform, member, 'SIGN_IN_NEW_DEVICE');
    expect(first).toHaveLength(0);
    const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox/140.0' };
    const signIn = (forwardedFor?: string, userAgent = headers['user-agent']) =>
      fetch(`${platform.url}/api/app/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'login-type': 'USER', 'user-agent': userAgent, 'accept-language': 'id-ID', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ data: { userName: member.userName, password: member.password }, needEn: false }),
      }).then((r) => r.json() as Promise<Loose>);
    expect((await signIn()).code).toBe(20000);
    expect((await signIn()).code).toBe(20000);
    const rows = await inboxRows(platform, member, 'SIGN_IN_NEW_DEVICE');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ device: 'Mozilla/5.0 (X11; Linux) Firefox/140.0' });
    // The language of the sign-in is the member's language for email and push.
    expect((await platform.db.selectFrom('members').select('locale').where('id', '=', member.userId).executeTakeFirstOrThrow()).locale).toBe('id-ID');
    // A wrong password is no sign-in.
    expect((await tryLogin(platform, member.userName, 'wrong-password')).code).toBe(9001);
    expect(await inboxRows(platform, member, 'SIGN_IN_NEW_DEVICE')).toHaveLength(1);
  });

  it('deposits: credited and rejected by the operator, with amounts; a refused decision writes nothing', async () => {
    const member = await signedInMember(platform);
    const chain = (amount: string) =>
      call(platform, '/api/app/deposit/deposit', { amount, hash: `0x${randomUUID().replaceAll('-', '')}${randomUUID().replaceAll('-', '')}`, receiptNumber: `R-${randomUUID().slice(0, 8)}` }, { token: member.token });
    const credited = expectOk(await chain('150.5'));
    const rejected = expectOk(await chain('60'));
    await platform.admin('deposits/approve', { id: credited.id });
    await platform.admin('deposits/reject', { id: rejected.id, reason: 'no such transaction' });
    expect((await adminCall(platform, 'deposits/approve', { id: credited.id }, platform.adminToken)).reason).toBe('ORDER_STATE_INVALID');
    const rows = await inboxRows(platform, member);
    expect(rows.map((row) => [row.event, row.params])).toEqual([
      ['DEPOSIT_CREDITED', { amount: '150.5', coinName: 'CASH_POINT', orderId: credited.id }],
      ['DEPOSIT_REJECTED', { amount: '60', coinName: 'CASH_POINT', reason: 'no such transaction', orderId: rejected.id }],
    ]);
    const zh = await list(platform, member, {}, 'zh-CN');
    // The credit is named in the reader's language, never by its code.
    expect(zh.list.map((n: Loose) => n.body)).toEqual(['您的 60 现金积分 充值被拒绝：no such transaction', '150.5 现金积分 已存入您的账户。']);
  });

  it('withdrawals: the operator approves and pays, or rejects; the member is told each decision', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'WITHDRAWAL_POINT', '500');
    const bank = expectOk(await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank Mandiri', accountName: 'Siti', accountNumber: '9988 7766 55' }, { token: member.token }));
    const withdraw = async (amount: string) =>
      expectOk(await call(platform, '/api/app/withdrawal/withdrawal', { bankAccountId: bank.id, amount, transactionPassword: member.transactionPassword }, { token: member.token }));
    const paid = await withdraw('100');
    await platform.admin('withdrawals/transition', { id: paid.id, action: 'approve' });
    await platform.admin('withdrawals/transition', { id: paid.id, action: 'pay' });
    clock.advance(DAY);
    const refused = await withdraw('50');
    await platform.admin('withdrawals/transition', { id: refused.id, action: 'reject', reason: 'account name mismatch' });
    const rows = (await inboxRows(platform, member)).filter((row) => row.event.startsWith('WITHDRAWAL'));
    expect(rows.map((row) => [row.event, row.params])).toEqual([
      ['WITHDRAWAL_APPROVED', expect.objectContaining({ amount: '100', actualAmount: '99', coinName: 'WITHDRAWAL_POINT', orderId: paid.id })],
      ['WITHDRAWAL_SENT', expect.objectContaining({ amount: '100', actualAmount: '99', orderId: paid.id })],
      ['WITHDRAWAL_FAILED', expect.objectContaining({ amount: '50', reason: 'account name mismatch', orderId: refused.id })],
    ]);
  });

  it('transfers: the recipient is told who sent how much; a refused transfer tells no one', async () => {
    const sender = await signedInMember(platform);
    const recipient = await signedInMember(platform);
    await credit(platform, sender.userName, 'CASH_POINT', '100');
    const send = (amount: string, transactionPassword = sender.transactionPassword) =>
      call(platform, '/api/app/makeOver/makeOver', { toUser: recipient.userName, coinName: 'CASH_POINT', amount, transactionPassword }, { token: sender.token });
    expectOk(await send('25'));
    expectRefused(await send('1000'), 'INSUFFICIENT_BALANCE');
    const rows = await inboxRows(platform, recipient, 'TRANSFER_RECEIVED');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ coinName: 'CASH_POINT', fromUser: sender.userName });
    expect(await inboxRows(platform, sender, 'TRANSFER_RECEIVED')).toHaveLength(0);
  });

  it('the daily run: one digest per member per day however many packages, and not twice when the day runs again', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'ASSETS_POINT', '1000');
    expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    clock.advance(DAY);
    const day = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    await platform.admin('accrual/run', { date: day });
    await platform.admin('accrual/run', { date: day });
    const rows = await inboxRows(platform, member, 'DAILY_PROFIT');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ day, packages: '2' });
    // Two ENT-100 packages of 100 at 0.004 a day, profit in BONUS_POINT (docs/products.md): 0.4 + 0.4.
    expect(rows[0]!.params.summary).toBe('0.8 BONUS_POINT');
  });

  it('claims: information requested and approval with the payout; a used-up premium is due', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'INSURANCE_POINT', '200');
    await credit(platform, member.userName, 'CASH_POINT', '100');
    const pkg = expectOk(await product(platform, member, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    const premium = expectOk(await product(platform, member, 'insurance/buyInsurance', { id: pkg.id }));
    clock.advance(3 * DAY);
    member.token = await login(platform, member);
    await platform.admin('accrual/run', {});
    const claim = expectOk(await fileClaim(platform, member, { premiumId: premium.id, tradeOrder: 2 }, screenshot()));
    await platform.admin('claims/request-info', { id: claim.id, note: 'Please send the trade confirmation' });
    await platform.admin('claims/approve', { id: claim.id });
    expect((await inboxRows(platform, member)).filter((row) => row.event.startsWith('CLAIM')).map((row) => [row.event, row.params])).toEqual([
      ['CLAIM_INFO_REQUESTED', { note: 'Please send the trade confirmation', claimId: claim.id }],
      ['CLAIM_DECIDED', { outcome: 'APPROVED', amount: '10', coinName: 'BONUS_POINT', claimId: claim.id }],
    ]);
    expect(await inboxRows(platform, member, 'PREMIUM_DUE')).toHaveLength(0);
    clock.advance(3 * DAY);
    await platform.admin('accrual/run', {});
    const due = await inboxRows(platform, member, 'PREMIUM_DUE');
    expect(due.map((row) => row.params)).toEqual([{ packageId: pkg.id, packageName: 'Insurance 100' }]);
    // One digest per day of the member's package.
    expect(await inboxRows(platform, member, 'DAILY_PROFIT')).toHaveLength(6);
    // Read in Chinese: the package by its Chinese name, no internal id; the profit's credit by its name.
    member.token = await login(platform, member);
    const zh = (await list(platform, member, {}, 'zh-CN')).list as Loose[];
    expect(zh.find((n) => n.event === 'PREMIUM_DUE').body).toBe('保险 100 的保险费已用完，请缴纳下一期保险费以继续保障。');
    expect(zh.find((n) => n.event === 'DAILY_PROFIT').body).toMatch(/^您的配套在 \S+ 获得收益 [\d.]+ 奖励积分。$/);
    expect(zh.find((n) => n.event === 'CLAIM_DECIDED').body).toBe('您的理赔已批准：10 奖励积分 已支付到您的账户。');
  });

  it('identity verification: passed or failed with the reason', async () => {
    const member = await signedInMember(platform);
    const photo = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('data', JSON.stringify({ data: { idNumber: 'X1234567Z' }, needEn: false }));
    for (const side of ['front', 'back']) form.append(side, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${side}.jpg`);
    const submitted = (await (await fetch(`${platform.url}/api/app/kyc/submitKyc`, { method: 'POST', headers: { token: member.token, 'login-type': 'USER' }, body: form })).json()) as Loose;
    expect(submitted.code).toBe(20000);
    await platform.admin('kyc/review', { id: submitted.data.id, decision: 'FAILED', reason: 'The back photo is blurred' });
    const rows = await inboxRows(platform, member, 'KYC_DECIDED');
    expect(rows.map((row) => row.params)).toEqual([{ outcome: 'FAILED', reason: 'The back photo is blurred' }]);
    const page = await list(platform, member, {}, 'ko-KP');
    expect(page.list[0]).toMatchObject({ title: '본인 인증이 거절되었습니다', link: '/kyc' });
  });

  it('the jackpot draw tells every ticket holder: the winner with the prize, the others that the round is drawn', async () => {
    const [alice, bob] = [await signedInMember(platform), await signedInMember(platform)];
    for (const member of [alice, bob]) await credit(platform, member.userName, 'CASH_POINT', '100');
    const round = await platform.admin<Loose>('jackpot/open', { coinName: 'CASH_POINT', ticketPrice: '2.5', feeRatio: '0.1' });
    for (const member of [alice, bob]) {
      expectOk(await call(platform, '/api/app/grandPrize/grandPrize', { roundId: round.id, tickets: 2, requestId: randomUUID() }, { token: member.token }));
    }
    await platform.admin('jackpot/close', { id: round.id });
    await platform.admin('jackpot/draw', { id: round.id });
    const rows = [...(await inboxRows(platform, alice, 'JACKPOT_DRAWN')), ...(await inboxRows(platform, bob, 'JACKPOT_DRAWN'))];
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.params.outcome).sort()).toEqual(['LOST', 'WON']);
    expect(rows.find((row) => row.params.outcome === 'WON')!.params).toMatchObject({ roundId: round.id, prize: '9', coinName: 'CASH_POINT' });
  });

  it('P2P: the seller hears of the take, each side of the other’s chat and appeal, both of the decision', async () => {
    const [seller, buyer] = [await signedInMember(platform), await signedInMember(platform)];
    for (const member of [seller, buyer]) await platform.admin('members/flags', { userName: member.userName, otcStatus: 1 });
    await credit(platform, seller.userName, 'USDT_POINT', '500');
    await credit(platform, buyer.userName, 'CASH_POINT', '1000');
    const otc = (member: SignedIn, path: string, data: Record<string, unknown>) =>
      call(platform, `/api/app/otc/${path}`, ['publish', 'buy', 'appeal'].includes(path) ? { ...data, requestId: randomUUID() } : data, { token: member.token });
    const offer = expectOk(await otc(seller, 'publish', { amount: '100', price: '7', minAmount: '1', maxAmount: '100', transactionPassword: seller.transactionPassword }));
    const trade = expectOk(await otc(buyer, 'buy', { id: offer.id, amount: '10' }));
    expectOk(await otc(buyer, 'sendChat', { tradeId: trade.id, content: 'Paid, please check' }));
    expectOk(await otc(buyer, 'appeal', { tradeId: trade.id, reason: 'Wrong price agreed' }));
    await platform.admin('otc/appeals/decide', { tradeId: trade.id, decision: 'RELEASE' });
    const sellerRows = await inboxRows(platform, seller);
    expect(sellerRows.map((row) => row.event)).toEqual(['OTC_OFFER_TAKEN', 'OTC_CHAT_MESSAGE', 'OTC_APPEAL_OPENED', 'OTC_APPEAL_DECIDED']);
    expect(sellerRows[0]!.params).toMatchObject({ buyer: buyer.userName, amount: '10', coinName: 'USDT_POINT', tradeId: trade.id });
    expect(sellerRows[1]!.params).toEqual({ fromUser: buyer.userName, tradeId: trade.id });
    expect(sellerRows[3]!.params).toEqual({ outcome: 'RELEASE', tradeId: trade.id });
    expect((await inboxRows(platform, buyer)).map((row) => row.event)).toEqual(['OTC_APPEAL_DECIDED']);
  });

  it('lists newest first, counts and marks read only the caller’s own', async () => {
    const member = await signedInMember(platform);
    const other = await signedInMember(platform);
    for (const who of [member, other]) {
      for (const password of ['second-pass-1', 'third-pass-1']) {
        expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: who.password, password, confirmPassword: password }, { token: who.token }));
        who.password = password;
      }
    }
    const count = async (who: SignedIn) => expectOk(await call(platform, '/api/notifications/unreadCount', {}, { token: who.token })).count;
    expect(await count(member)).toBe(2);
    const page = await list(platform, member);
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    const othersIds = (await list(platform, other)).list.map((n: Loose) => n.id);
    // Another member's ids change nothing and are no error.
    expect(expectOk(await call(platform, '/api/notifications/markRead', { ids: othersIds }, { token: member.token })).count).toBe(0);
    expect(expectOk(await call(platform, '/api/notifications/markRead', { ids: [page.list[1].id, ...othersIds] }, { token: member.token })).count).toBe(1);
    expect(await count(member)).toBe(1);
    expect(await count(other)).toBe(2);
    expect((await list(platform, member, { unreadOnly: true })).list.map((n: Loose) => n.id)).toEqual([page.list[0].id]);
    expectBadRequest(await call(platform, '/api/notifications/markRead', { ids: [] }, { token: member.token }));
    expect(expectOk(await call(platform, '/api/notifications/markAllRead', {}, { token: member.token })).count).toBe(1);
    expect(await count(member)).toBe(0);
    expect(await count(other)).toBe(2);
  });

  it('preferences: one row per event, on by default; in-app off hides the event from the inbox; security events are locked', async () => {
    const member = await signedInMember(platform);
    const prefs = expectOk(await call(platform, '/api/notifications/preferences', {}, { token: member.token })).list as Loose[];
    expect(prefs).toHaveLength(20);
    expect(prefs.find((p) => p.event === 'TRANSFER_RECEIVED')).toEqual({ event: 'TRANSFER_RECEIVED', inApp: true, email: true, push: true, locked: false });
    expect(prefs.find((p) => p.event === 'SECURITY_CHANGED')).toEqual({ event: 'SECURITY_CHANGED', inApp: true, email: true, push: true, locked: true });

    const locked = await call(platform, '/api/notifications/setPreference', { event: 'SECURITY_CHANGED', channel: 'EMAIL', enabled: false }, { token: member.token, locale: 'zh-CN' });
    expectRefused(locked, 'NOTIFICATION_LOCKED');
    expect(locked.msg).toBe('安全通知无法关闭');
    expect(await platform.db.selectFrom('notification_preferences').selectAll().where('member_id', '=', member.userId).execute()).toHaveLength(0);

    const after = expectOk(await call(platform, '/api/notifications/setPreference', { event: 'TRANSFER_RECEIVED', channel: 'IN_APP', enabled: false }, { token: member.token })).list as Loose[];
    expect(after.find((p) => p.event === 'TRANSFER_RECEIVED')).toMatchObject({ inApp: false, email: true, push: true });
    const sender = await signedInMember(platform);
    await credit(platform, sender.userName, 'CASH_POINT', '100');
    expectOk(await call(platform, '/api/app/makeOver/makeOver', { toUser: member.userName, coinName: 'CASH_POINT', amount: '25', transactionPassword: sender.transactionPassword }, { token: sender.token }));
    expect((await list(platform, member)).total).toBe(0);
    expect(expectOk(await call(platform, '/api/notifications/unreadCount', {}, { token: member.token })).count).toBe(0);
    expectBadRequest(await call(platform, '/api/notifications/setPreference', { event: 'NO_SUCH_EVENT', channel: 'EMAIL', enabled: false }, { token: member.token }));
  });

  it('push is off without VAPID keys: no public key, and a subscription is refused', async () => {
    const member = await signedInMember(platform);
    expect(expectOk(await call(platform, '/api/notifications/pushKey', {}, { token: member.token }))).toEqual({ publicKey: null });
    const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    expectRefused(await call(platform, '/api/notifications/subscribePush', subscription, { token: member.token }), 'PUSH_NOT_CONFIGURED');
    expect(await platform.db.selectFrom('notification_deliveries').select('id').execute()).toHaveLength(0);
  });

  // Last: it changes the platform's rank ladder.
  it('a promotion tells the member the new rank, in their language', async () => {
    await platform.admin('team/rules/set', { level: 0, personalVolume: '100', teamVolume: '0', directReferrals: 0 });
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'INSURANCE_POINT', '100');
    expectOk(await product(platform, member, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    const rows = await inboxRows(platform, member, 'RANK_UP');
    expect(rows.map((row) => row.params)).toEqual([{ level: '0', rank: 'Deputy Manager', rankCn: '副经理' }]);
    expect((await list(platform, member, {}, 'zh-CN')).list[0]).toMatchObject({ title: '晋升新等级：副经理', link: '/invite-tree' });
  });

  it('needs a session', async () => {
    const answer = await call(platform, '/api/notifications/list', {});
    expect(answer.status).toBe(401);
    await login(platform, await signedInMember(platform));
  });
});
