/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEPOSIT_ADDRESS } from '@portal/platform/testing';
import { distinctPng, fakeJpeg, jpeg, pixelsOf, pngBomb, pngHeaderOnly, pngHtmlPolyglot, pngOfSize, POLYGLOT_HTML } from '@portal/platform/testing/pictures';
import { TRANSACTION_PASSWORD, gql, login, registerMember, uniqueName, type Stack, startStack } from './helpers.ts';
import { MULTIPART_MAX_BYTES } from '../src/deposit/receipt.ts';

// The money-movement domains through the real gateway in front of the real platform, with the
// envelope encrypted (the platform then refuses plain bodies, multipart's `data` field included).

const BALANCES = /* GraphQL */ `{ balances { coinName available frozen } }`;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A random, well-formed Tron (TRC20) address: base58check of 0x41 + 20 bytes. */
function trc20Address(): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const full = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${full.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

const DEPOSIT_BANK = /* GraphQL */ `
  mutation DepositBank($input: DepositBankInput!, $receipt: File!) {
    depositBank(input: $input, receipt: $receipt) {
      id kind status amount channelId channelName currency exchangeRate localAmount receiptSha256 createdAt
    }
  }
`;

describe('money movement', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function member(prefix: string): Promise<{ userName: string; token: string }> {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    return { userName, token: await login(stack, userName) };
  }

  async function credit(userName: string, coinName: string, amount: string): Promise<void> {
    await stack.platform.admin('members/adjust', { userName, coinName, direction: 'in', amount });
  }

  async function balanceOf(token: string, coinName: string): Promise<{ available: string; frozen: string }> {
    const result = await gql(stack.http, BALANCES, undefined, { token });
    expect(result.errors).toBeUndefined();
    return result.data!.balances.find((b: any) => b.coinName === coinName);
  }

  /** A GraphQL multipart request (operations, map, one file part `0`) as a browser client sends it. */
  function uploadDeposit(token: string, variables: Record<string, unknown>, file: Buffer, filename: string, locale?: string) {
    let request = stack.http
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('accept', 'application/graphql-response+json, application/json')
      // The header a browser page of ours sends and a cross-site form cannot (CSRF prevention).
      .set('x-graphql-yoga-csrf', '1');
    if (locale) request = request.set('accept-language', locale);
    return request
      .field('operations', JSON.stringify({ query: DEPOSIT_BANK, variables: { ...variables, receipt: null } }))
      .field('map', JSON.stringify({ 0: ['variables.receipt'] }))
      .attach('0', file, filename);
  }

  async function addChannel(): Promise<string> {
    const channel = await stack.platform.admin<{ id: string }>('bank/add', {
      channelName: 'USD wire',
      bankName: 'First Test Bank',
      accountName: 'Portal Ltd',
      accountNumber: `100-${Math.floor(Math.random() * 1e8)}`,
      exchangeRate: '1',
    });
    return channel.id;
  }

  it('adds, lists, updates and deletes a bank account', async () => {
    const { token } = await member('bank');
    const added = await gql(
      stack.http,
      `mutation($input: BankAccountInput!) { addBankAccount(input: $input) { id bankName accountName accountNumber createdAt updatedAt } }`,
      { input: { bankName: '  Test   Bank ', accountName: 'Ann Lee', accountNumber: '1234-5678-90' } },
      { token },
    );
    expect(added.errors).toBeUndefined();
    const account = added.data!.addBankAccount;
    expect(account).toMatchObject({ bankName: 'Test Bank', accountName: 'Ann Lee', accountNumber: '1234-5678-90' });
    expect(new Date(account.createdAt).toISOString()).toBe(account.createdAt);

    const listed = await gql(stack.http, `{ bankAccounts { id bankName } }`, undefined, { token });
    expect(listed.data!.bankAccounts).toEqual([{ id: account.id, bankName: 'Test Bank' }]);

    const updated = await gql(
      stack.http,
      `mutation($id: ID!, $input: BankAccountInput!) { updateBankAccount(id: $id, input: $input) { id bankName accountNumber } }`,
      { id: account.id, input: { bankName: 'Other Bank', accountName: 'Ann Lee', accountNumber: '99999' } },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateBankAccount).toEqual({ id: account.id, bankName: 'Other Bank', accountNumber: '99999' });

    const bad = await gql(
      stack.http,
      `mutation($input: BankAccountInput!) { addBankAccount(input: $input) { id } }`,
      { input: { bankName: 'B', accountName: 'A', accountNumber: 'abc' } },
      { token },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'ACCOUNT_NUMBER_INVALID' });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual([{ path: 'input.accountNumber', reason: 'ACCOUNT_NUMBER_INVALID', message: expect.any(String) }]);
    // A direction control in the holder's name (it turned the account number around on screen) is refused on the field.
    const reversing = await gql(
      stack.http,
      `mutation($input: BankAccountInput!) { addBankAccount(input: $input) { id } }`,
      { input: { bankName: 'B', accountName: '\u202Eemanelttil', accountNumber: '2109 8765-4321' } },
      { token, locale: 'zh-CN' },
    );
    expect(reversing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
    expect(reversing.errors?.[0]?.extensions?.fields).toEqual([{ path: 'input.accountName', reason: 'TEXT_HIDDEN_CHARACTERS', message: '请删除不可见字符或文字方向控制字符' }]);

    const deleted = await gql(stack.http, `mutation($id: ID!) { deleteBankAccount(id: $id) }`, { id: account.id }, { token });
    expect(deleted.data).toEqual({ deleteBankAccount: true });
    const after = await gql(stack.http, `{ bankAccounts { id } }`, undefined, { token });
    expect(after.data!.bankAccounts).toEqual([]);

    const none = await gql(stack.http, `{ bankAccounts { id } }`);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NO_TOKEN' });
  });

  it('adds a TRC20 address that cools down, and refuses an on-chain withdrawal to it meanwhile', async () => {
    const { userName, token } = await member('addr');
    const address = trc20Address();
    const added = await gql(
      stack.http,
      `mutation($input: AddWithdrawalAddressInput!) { addWithdrawalAddress(input: $input) { id network type address label usable usableFrom createdAt } }`,
      { input: { network: 'TRC20', address, label: 'my wallet', transactionPassword: TRANSACTION_PASSWORD } },
      { token },
    );
    expect(added.errors).toBeUndefined();
    const wallet = added.data!.addWithdrawalAddress;
    expect(wallet).toMatchObject({ network: 'TRC20', type: 'TRC20', address, label: 'my wallet', usable: false });
    expect(Date.parse(wallet.usableFrom)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const listed = await gql(stack.http, `{ withdrawalAddresses { id usable } }`, undefined, { token });
    expect(listed.data!.withdrawalAddresses).toEqual([{ id: wallet.id, usable: false }]);

    await credit(userName, 'WITHDRAWAL_POINT', '500');
    const refused = await gql(
      stack.http,
      `mutation($input: WithdrawChainInput!) { withdrawChain(input: $input) { id status } }`,
      { input: { addressId: wallet.id, amount: '100', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
      { token },
    );
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'WITHDRAWAL_ADDRESS_COOLING' });
    expect(await balanceOf(token, 'WITHDRAWAL_POINT')).toMatchObject({ available: '500', frozen: '0' });
    const orders = await gql(stack.http, `{ withdrawals { items { id } pageInfo { total } } }`, undefined, { token });
    expect(orders.data!.withdrawals.pageInfo.total).toBe(0);

    const relabelled = await gql(
      stack.http,
      `mutation($input: UpdateWithdrawalAddressInput!) { updateWithdrawalAddress(input: $input) { id label usableFrom } }`,
      { input: { id: wallet.id, address, label: 'renamed' } },
      { token },
    );
    expect(relabelled.data!.updateWithdrawalAddress).toEqual({ id: wallet.id, label: 'renamed', usableFrom: wallet.usableFrom });
    const deleted = await gql(stack.http, `mutation($id: ID!) { deleteWithdrawalAddress(id: $id) }`, { id: wallet.id }, { token });
    expect(deleted.data).toEqual({ deleteWithdrawalAddress: true });
  });

  it('withdraws to a bank account, quotes the fee, lists and cancels', async () => {
    const { userName, token } = await member('wd');
    await credit(userName, 'WITHDRAWAL_POINT', '300');
    const account = await gql(
      stack.http,
      `mutation($input: BankAccountInput!) { addBankAccount(input: $input) { id } }`,
      { input: { bankName: 'Test Bank', accountName: 'Bo', accountNumber: '555-000-111' } },
      { token },
    );
    const bankAccountId = account.data!.addBankAccount.id;

    const info = await gql(
      stack.http,
      `query($amount: Decimal) { withdrawalConfigs { kind coinName feeType minAmount dailyLimit approvalText }
         withdrawalConfig { kind coinName feeType minAmount dailyLimit approvalText }
         withdrawalQuote(amount: $amount) { coinName available amount fee actualAmount dailyLimit usedToday quotaFree quotaResetsAt approvalDate } }`,
      { amount: '100' },
      { token },
    );
    expect(info.errors).toBeUndefined();
    expect(info.data!.withdrawalConfigs.map((c: any) => c.kind)).toEqual(['CHAIN', 'BANK']);
    // The deprecated name answers the same, from the same resolver.
    expect(info.data!.withdrawalConfig).toEqual(info.data!.withdrawalConfigs);
    expect(info.data!.withdrawalQuote).toMatchObject({ coinName: 'WITHDRAWAL_POINT', available: '300', amount: '100', usedToday: 0, quotaFree: true });
    expect(info.data!.withdrawalQuote.approvalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const requestId = randomUUID();
    const withdraw = (id: string) =>
      gql(
        stack.http,
        `mutation($input: WithdrawBankInput!) { withdrawBank(input: $input) { id kind status amount fee actualAmount bankAccountId accountNumber } }`,
        { input: { bankAccountId, amount: '100', transactionPassword: TRANSACTION_PASSWORD, requestId: id } },
        { token },
      );
    const first = await withdraw(requestId);
    expect(first.errors).toBeUndefined();
    const order = first.data!.withdrawBank;
    expect(order).toMatchObject({ kind: 'BANK', status: 'PENDING_REVIEW', amount: '100', bankAccountId, accountNumber: '555-000-111' });
    // The same idempotency key: the first answer, no second order.
    const repeat = await withdraw(requestId);
    expect(repeat.data!.withdrawBank.id).toBe(order.id);
    expect(await balanceOf(token, 'WITHDRAWAL_POINT')).toMatchObject({ available: '200', frozen: '100' });
    // What holds the frozen amount: the order, under review.
    const HOLDS = `query($coinName: CoinName) { holds(coinName: $coinName) { kind coinName state amount since until reference path } }`;
    const held = await gql(stack.http, HOLDS, { coinName: 'WITHDRAWAL_POINT' }, { token });
    expect(held.errors).toBeUndefined();
    expect(held.data!.holds).toEqual([
      { kind: 'WITHDRAWAL_REVIEW', coinName: 'WITHDRAWAL_POINT', state: 'FROZEN', amount: '100', since: expect.any(String), until: null, reference: order.id, path: '/withdraw' },
    ]);

    const listed = await gql(stack.http, `{ withdrawals(filter: { kind: BANK, status: PENDING_REVIEW }) { items { id kind } pageInfo { total } }
         old: withdrawals(kind: BANK, status: PENDING_REVIEW) { items { id kind } pageInfo { total } } }`, undefined, { token });
    expect(listed.data!.withdrawals).toEqual({ items: [{ id: order.id, kind: 'BANK' }], pageInfo: { total: 1 } });
    expect(listed.data!.old).toEqual(listed.data!.withdrawals);

    const cancelled = await gql(stack.http, `mutation($id: ID!) { cancelWithdrawal(id: $id) { id status } }`, { id: order.id }, { token });
    expect(cancelled.data!.cancelWithdrawal).toEqual({ id: order.id, status: 'CANCELLED' });
    expect(await balanceOf(token, 'WITHDRAWAL_POINT')).toMatchObject({ available: '300', frozen: '0' });
    expect((await gql(stack.http, HOLDS, {}, { token })).data!.holds).toEqual([]);
  });

  it('lets the member report a paid withdrawal that never arrived, and only a paid one', async () => {
    const { userName, token } = await member('nr');
    await credit(userName, 'WITHDRAWAL_POINT', '300');
    const account = await gql(
      stack.http,
      `mutation($input: BankAccountInput!) { addBankAccount(input: $input) { id } }`,
      { input: { bankName: 'Test Bank', accountName: 'Nora', accountNumber: '555-000-222' } },
      { token },
    );
    // The deprecated name still withdraws, through the same resolver as `withdrawBank`.
    const made = await gql(
      stack.http,
      `mutation($input: WithdrawToBankInput!) { withdrawToBank(input: $input) { id } }`,
      { input: { bankAccountId: account.data!.addBankAccount.id, amount: '100', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
      { token },
    );
    const id = made.data!.withdrawToBank.id;
    const REPORT = `mutation($id: ID!) { reportWithdrawalNotReceived(id: $id) { id status amount fee actualAmount } }`;
    const early = await gql(stack.http, REPORT, { id }, { token });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'ORDER_STATE_INVALID' });

    await stack.platform.admin('withdrawals/transition', { id, action: 'approve' });
    await stack.platform.admin('withdrawals/transition', { id, action: 'pay' });
    const reported = await gql(stack.http, REPORT, { id }, { token });
    expect(reported.errors).toBeUndefined();
    expect(reported.data!.reportWithdrawalNotReceived).toMatchObject({ id, status: 'NOT_RECEIVED', amount: '100' });
    // The report moves no money: the payout stays settled.
    expect(await balanceOf(token, 'WITHDRAWAL_POINT')).toMatchObject({ available: '200', frozen: '0' });
  });

  it('converts at once, and refuses a convert above the balance', async () => {
    const { userName, token } = await member('conv');
    await credit(userName, 'CASH_POINT', '100');

    const configs = await gql(stack.http, `{ convertConfigs { fromCoin toCoin rate feeRatio minAmount reviewAbove enabled } }`, undefined, { token });
    expect(configs.data!.convertConfigs).toContainEqual({
      fromCoin: 'CASH_POINT',
      toCoin: 'USDT_POINT',
      rate: '1',
      feeRatio: '0.02',
      minAmount: '10',
      reviewAbove: '10000',
      enabled: true,
    });

    // The review step's figures come from the platform, and are what the convert then does.
    const QUOTE = `query($from: CoinName!, $to: CoinName!, $amount: Decimal!) { convertQuote(fromCoin: $from, toCoin: $to, amount: $amount) { fromCoin toCoin amount rate feeRatio fee toAmount minAmount belowMinimum heldForReview } }`;
    const quoted = await gql(stack.http, QUOTE, { from: 'CASH_POINT', to: 'USDT_POINT', amount: '50' }, { token });
    expect(quoted.data!.convertQuote).toEqual({
      fromCoin: 'CASH_POINT',
      toCoin: 'USDT_POINT',
      amount: '50',
      rate: '1',
      feeRatio: '0.02',
      fee: '1',
      toAmount: '49',
      minAmount: '10',
      belowMinimum: false,
      heldForReview: false,
    });
    const closedPair = await gql(stack.http, QUOTE, { from: 'USDT_POINT', to: 'GMT', amount: '50' }, { token, locale: 'zh-CN' });
    expect(closedPair.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CONVERT_PAIR_UNAVAILABLE' });
    const notDecimal = await gql(stack.http, QUOTE, { from: 'CASH_POINT', to: 'USDT_POINT', amount: '1e3' }, { token });
    expect(notDecimal.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const CONVERT = `mutation($input: ConvertInput!) { convert(input: $input) { id fromCoin toCoin amount fee toAmount status reason createdAt } }`;
    const done = await gql(stack.http, CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '50', requestId: randomUUID() } }, { token });
    expect(done.errors).toBeUndefined();
    expect(done.data!.convert).toMatchObject({ fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '50', fee: '1', toAmount: '49', status: 'SUCCESS', reason: null });
    expect(await balanceOf(token, 'CASH_POINT')).toMatchObject({ available: '50' });
    expect(await balanceOf(token, 'USDT_POINT')).toMatchObject({ available: '49' });

    const refused = await gql(stack.http, CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '60', requestId: randomUUID() } }, { token });
    expect(refused.status).toBe(200);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' });
    expect(refused.errors?.[0]?.message).toMatch(/\S/);
    expect(await balanceOf(token, 'CASH_POINT')).toMatchObject({ available: '50' });
    expect(await balanceOf(token, 'USDT_POINT')).toMatchObject({ available: '49' });

    const orders = await gql(stack.http, `{ convertOrders(status: SUCCESS) { items { id status } pageInfo { total hasNextPage } } }`, undefined, { token });
    expect(orders.data!.convertOrders).toEqual({ items: [{ id: done.data!.convert.id, status: 'SUCCESS' }], pageInfo: { total: 1, hasNextPage: false } });

    const notPending = await gql(stack.http, `mutation($id: ID!) { cancelConvert(id: $id) { id } }`, { id: done.data!.convert.id }, { token });
    expect(notPending.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CONVERT_NOT_PENDING' });
  });

  it('transfers to a second member, who sees it', async () => {
    const sender = await member('from');
    const recipient = await member('to');
    await credit(sender.userName, 'CASH_POINT', '80');

    const configs = await gql(stack.http, `{ transferConfigs { coinName minAmount feeRatio enabled } }`, undefined, { token: sender.token });
    expect(configs.data!.transferConfigs.map((c: any) => c.coinName)).toEqual(expect.arrayContaining(['CASH_POINT', 'USDT_POINT']));
    const quoted = await gql(
      stack.http,
      `query($coin: CoinName!, $amount: Decimal!) { transferQuote(coinName: $coin, amount: $amount) { coinName amount feeRatio fee received minAmount belowMinimum } }`,
      { coin: 'CASH_POINT', amount: '30' },
      { token: sender.token },
    );
    expect(quoted.data!.transferQuote).toMatchObject({ coinName: 'CASH_POINT', amount: '30', feeRatio: '0', fee: '0', received: '30', belowMinimum: false });
    // With the recipient, the review learns whom it reaches, or why not, on the recipient's field.
    const QUOTE_TO = `query($toUser: String) { transferQuote(coinName: CASH_POINT, amount: "30", toUser: $toUser) { recipientUserName } }`;
    expect((await gql(stack.http, QUOTE_TO, {}, { token: sender.token })).data!.transferQuote).toEqual({ recipientUserName: null });
    expect((await gql(stack.http, QUOTE_TO, { toUser: recipient.userName.toUpperCase() }, { token: sender.token })).data!.transferQuote).toEqual({
      recipientUserName: recipient.userName,
    });
    const unknown = await gql(stack.http, QUOTE_TO, { toUser: 'nobody-at-all' }, { token: sender.token, locale: 'ja-JP' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      reason: 'TRANSFER_RECIPIENT_NOT_FOUND',
      fields: [{ path: 'input.toUser', message: 'このユーザー名またはユーザー ID の会員は存在しません' }],
    });

    const TRANSFER = `mutation($input: TransferInput!) { transfer(input: $input) { id direction coinName amount fee actualAmount counterpartyUserName transactionNumber createdAt } }`;
    const wrong = await gql(
      stack.http,
      TRANSFER,
      { input: { toUser: recipient.userName, coinName: 'CASH_POINT', amount: '30', transactionPassword: 'nope-nope', requestId: randomUUID() } },
      { token: sender.token },
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'WRONG_TRANSACTION_PASSWORD' });
    // An amount with spaces around it is not an amount: refused as the field's bad input, nothing moves.
    for (const amount of [' 30', '30 ']) {
      const spaced = await gql(
        stack.http,
        TRANSFER,
        { input: { toUser: recipient.userName, coinName: 'CASH_POINT', amount, transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
        { token: sender.token },
      );
      expect(spaced.errors?.[0]?.extensions, JSON.stringify(amount)).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
      expect(spaced.errors?.[0]?.message).toContain('input.amount');
    }
    expect(await balanceOf(sender.token, 'CASH_POINT')).toMatchObject({ available: '80' });

    const sent = await gql(
      stack.http,
      TRANSFER,
      { input: { toUser: recipient.userName.toUpperCase(), coinName: 'CASH_POINT', amount: '30', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
      { token: sender.token },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.transfer).toMatchObject({ direction: 'OUT', coinName: 'CASH_POINT', amount: '30', fee: '0', actualAmount: '30', counterpartyUserName: recipient.userName });

    expect(await balanceOf(sender.token, 'CASH_POINT')).toMatchObject({ available: '50' });
    expect(await balanceOf(recipient.token, 'CASH_POINT')).toMatchObject({ available: '30' });
    const seen = await gql(
      stack.http,
      `{ transfers(filter: { direction: IN }) { items { id direction amount counterpartyUserName } pageInfo { total } }
         transferOrders(filter: { direction: IN }) { items { id direction amount counterpartyUserName } pageInfo { total } } }`,
      undefined,
      { token: recipient.token },
    );
    expect(seen.data!.transferOrders).toEqual(seen.data!.transfers);
    expect(seen.data!.transfers).toEqual({
      items: [{ id: sent.data!.transfer.id, direction: 'IN', amount: '30', counterpartyUserName: sender.userName }],
      pageInfo: { total: 1 },
    });
    // The credit records name the other member in their remark.
    const records = await gql(stack.http, `{ records(filter: { coinName: CASH_POINT, recordType: TRANSFER }) { items { amount remark } } }`, undefined, { token: recipient.token });
    expect(records.errors).toBeUndefined();
    expect(records.data!.records.items).toEqual([{ amount: '30', remark: sender.userName }]);
  });

  it('takes a bank deposit with an uploaded PNG; the operator approves and the balance rises', async () => {
    const { token } = await member('dep');
    const channelId = await addChannel();

    const channels = await gql(stack.http, `{ depositChannels { id channelName currency exchangeRate minAmount multiple } systemBankAccounts { id } }`, undefined, { token });
    expect(channels.errors).toBeUndefined();
    expect(channels.data!.depositChannels).toContainEqual({ id: channelId, channelName: 'USD wire', currency: 'USD', exchangeRate: '1', minAmount: '50', multiple: null });
    const quoted = await gql(
      stack.http,
      `query($channelId: ID!, $amount: Decimal!) { bankDepositQuote(channelId: $channelId, amount: $amount) { channelId currency exchangeRate amount localAmount } }`,
      { channelId, amount: '200.5' },
      { token },
    );
    expect(quoted.data!.bankDepositQuote).toEqual({ channelId, currency: 'USD', exchangeRate: '1', amount: '200.5', localAmount: '200.5' });
    expect(channels.data!.systemBankAccounts.map((a: any) => a.id)).toContain(channelId);

    const picture = distinctPng();
    const response = await uploadDeposit(token, { input: { channelId, amount: '200', requestId: randomUUID() } }, picture, 'r.png');
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    const order = response.body.data.depositBank;
    expect(order).toMatchObject({ kind: 'BANK', status: 'PENDING_REVIEW', amount: '200', channelId, currency: 'USD', localAmount: '200' });
    expect(order.receiptSha256).toBe(createHash('sha256').update(picture).digest('hex'));

    // The operator sees the uploaded picture re-encoded by the platform: the same pixels, under the upload's SHA-256.
    const stored = await stack.platform.admin<{ sha256: string; contentType: string; base64: string }>('deposits/receipt', { id: order.id });
    expect(stored).toMatchObject({ sha256: order.receiptSha256, contentType: 'image/png' });
    expect(await pixelsOf(Buffer.from(stored.base64, 'base64'))).toEqual(await pixelsOf(picture));

    expect(await balanceOf(token, 'CASH_POINT')).toMatchObject({ available: '0' });
    await stack.platform.admin('deposits/approve', { id: order.id });
    expect(await balanceOf(token, 'CASH_POINT')).toMatchObject({ available: '200' });

    const listed = await gql(stack.http, `{ deposits(kind: BANK) { items { id status reviewedAt transactionNumber } pageInfo { total } } }`, undefined, { token });
    expect(listed.data!.deposits.pageInfo.total).toBe(1);
    expect(listed.data!.deposits.items[0]).toMatchObject({ id: order.id, status: 'APPROVED' });
    expect(listed.data!.deposits.items[0].reviewedAt).toMatch(/Z$/);
  });

  it('refuses an oversized or non-image receipt before anything is created', async () => {
    const { token } = await member('bad');
    const channelId = await addChannel();
    const input = { channelId, amount: '200', requestId: randomUUID() };
    const platformCallsBefore = await stack.platform.requestCount('/api/app/deposit/bankDeposit');

    const tooLarge = await uploadDeposit(token, { input }, pngOfSize(5 * 1024 * 1024 + 1), 'big.png');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'RECEIPT_TOO_LARGE' });
    expect(tooLarge.body.errors[0].message).toMatch(/5 MiB/);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]);
    const notImage = await uploadDeposit(token, { input }, pdf, 'receipt.png', 'zh-CN');
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'RECEIPT_NOT_IMAGE' });
    expect(notImage.body.errors[0].message).toContain('PNG');
    expect(notImage.body.errors[0].message).not.toMatch(/the receipt/);

    // Past the largest multipart body (two pictures and the operation): Yoga stops reading it.
    const huge = await uploadDeposit(token, { input }, pngOfSize(MULTIPART_MAX_BYTES + 1024 * 1024), 'huge.png');
    expect(huge.status).toBe(413);

    const orders = await gql(stack.http, `{ deposits { pageInfo { total } } }`, undefined, { token });
    expect(orders.data!.deposits.pageInfo.total).toBe(0);
    expect(await stack.platform.requestCount('/api/app/deposit/bankDeposit')).toBe(platformCallsBefore);

    // A decompression bomb (a small PNG declaring 20,000 × 20,000 pixels) looks like any picture
    // to the gateway; the platform reads its header, refuses it in the member's words and creates nothing.
    const bomb = await uploadDeposit(token, { input }, pngBomb(20_000, 20_000), 'bomb.png', 'ja-JP');
    expect(bomb.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PICTURE_TOO_MANY_PIXELS' });
    expect(bomb.body.errors[0].message).toBe('画像の画素数が多すぎます。上限は 50 メガピクセルです');
    const afterBomb = await gql(stack.http, `{ deposits { pageInfo { total } } }`, undefined, { token });
    expect(afterBomb.data!.deposits.pageInfo.total).toBe(0);
  });

  it('refuses a receipt that only starts like a picture, and keeps a polyglot as its picture alone', async () => {
    const { token } = await member('fake');
    const channelId = await addChannel();
    const input = () => ({ channelId, amount: '200', requestId: randomUUID() });
    // Signed like a PNG or a JPEG, so the gateway passes them on; the platform decodes them and refuses, in the member's words.
    const header = await uploadDeposit(token, { input: input() }, pngHeaderOnly(), 'header.png');
    expect(header.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'RECEIPT_NOT_IMAGE' });
    expect(header.body.errors[0].message).toBe('The receipt must be a PNG, JPEG or WebP picture');
    const fake = await uploadDeposit(token, { input: input() }, fakeJpeg(), 'fake.jpg', 'id-ID');
    expect(fake.body.errors[0].extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'RECEIPT_NOT_IMAGE' });
    expect(fake.body.errors[0].message).toBe('Bukti harus berupa gambar PNG, JPEG, atau WebP');
    const none = await gql(stack.http, `{ deposits { pageInfo { total } } }`, undefined, { token });
    expect(none.data!.deposits.pageInfo.total).toBe(0);

    const polyglot = pngHtmlPolyglot();
    const taken = await uploadDeposit(token, { input: input() }, polyglot, 'receipt.png');
    expect(taken.body.errors).toBeUndefined();
    const order = taken.body.data.depositBank;
    expect(order.receiptSha256).toBe(createHash('sha256').update(polyglot).digest('hex'));
    const stored = await stack.platform.admin<{ contentType: string; base64: string }>('deposits/receipt', { id: order.id });
    const served = Buffer.from(stored.base64, 'base64');
    expect(stored.contentType).toBe('image/png');
    expect(served.includes(POLYGLOT_HTML)).toBe(false);
    expect(await pixelsOf(served)).toEqual(await pixelsOf(polyglot));
  });

  it('claims a USDT deposit and pages through the deposits', async () => {
    const { token } = await member('page');
    const terms = await gql(stack.http, `{ depositChainConfig { coin network address minAmount multiple } }`, undefined, { token });
    expect(terms.data!.depositChainConfig).toEqual({ coin: 'USDT', network: 'BEP20', address: TEST_DEPOSIT_ADDRESS, minAmount: '50', multiple: null });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const claimed = await gql(
        stack.http,
        // The first through the deprecated `depositUsdt`, which is the same resolver.
        i === 0
          ? `mutation($input: DepositUsdtInput!) { placed: depositUsdt(input: $input) { id kind hash status paymentReference receiptNumber } }`
          : `mutation($input: DepositChainInput!) { placed: depositChain(input: $input) { id kind hash status paymentReference receiptNumber } }`,
        {
          input: {
            amount: '60',
            hash: randomBytes(32).toString('hex'),
            ...(i === 0 ? { receiptNumber: `R-${i}` } : { paymentReference: `R-${i}` }),
            requestId: randomUUID(),
          },
        },
        { token },
      );
      expect(claimed.errors).toBeUndefined();
      expect(claimed.data!.placed).toMatchObject({ kind: 'CHAIN', status: 'PENDING_REVIEW', paymentReference: `R-${i}`, receiptNumber: `R-${i}` });
      expect(claimed.data!.placed.hash).toMatch(/^0x[0-9a-f]{64}$/);
      ids.push(claimed.data!.placed.id);
    }
    const PAGE = `query($page: PageInput) { deposits(filter: { kind: CHAIN }, page: $page) { items { id } pageInfo { pageNum pageSize total hasNextPage } } }`;
    const first = await gql(stack.http, PAGE, { page: { pageNum: 1, pageSize: 2 } }, { token });
    const last = await gql(stack.http, PAGE, { page: { pageNum: 3, pageSize: 2 } }, { token });
    expect(first.data!.deposits.pageInfo).toEqual({ pageNum: 1, pageSize: 2, total: 5, hasNextPage: true });
    expect(last.data!.deposits.pageInfo).toEqual({ pageNum: 3, pageSize: 2, total: 5, hasNextPage: false });
    const newestFirst = [...ids].reverse();
    expect(first.data!.deposits.items.map((d: any) => d.id)).toEqual(newestFirst.slice(0, 2));
    expect(last.data!.deposits.items.map((d: any) => d.id)).toEqual(newestFirst.slice(4));

    const tooBig = await gql(stack.http, PAGE, { page: { pageSize: 101 } }, { token });
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
  });
});

describe('bank deposit upload with ENVELOPE_ENCRYPT off', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ encrypt: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('forwards the plain envelope in the multipart data field', async () => {
    const userName = uniqueName('plain');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const channel = await stack.platform.admin<{ id: string }>('bank/add', {
      channelName: 'EUR wire',
      bankName: 'Second Test Bank',
      accountName: 'Portal Ltd',
      accountNumber: '200-300-400',
      exchangeRate: '0.9',
    });
    const receipt = jpeg();
    const response = await stack.http
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('x-graphql-yoga-csrf', '1')
      .field('operations', JSON.stringify({ query: DEPOSIT_BANK, variables: { input: { channelId: channel.id, amountUsd: '100', requestId: randomUUID() }, receipt: null } }))
      .field('map', JSON.stringify({ 0: ['variables.receipt'] }))
      .attach('0', receipt, 'scan.bin');
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.depositBank).toMatchObject({ kind: 'BANK', amount: '100', exchangeRate: '0.9', localAmount: '90' });
    const stored = await stack.platform.admin<{ contentType: string }>('deposits/receipt', { id: response.body.data.depositBank.id });
    expect(stored.contentType).toBe('image/jpeg');
  });
});
