import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../src/config.ts';
import { startTestPlatform, TEST_DEPOSIT_ADDRESS, type TestPlatform } from '../src/testing.ts';
import { distinctPng as png, fakeJpeg, jpeg, pixelsOf, pngBomb, pngHeaderOnly, pngHtmlPolyglot, pngOfSize, POLYGLOT_HTML, webp } from '../src/testing-pictures.ts';
import { adminCall, call, count as rowsOf, encryptingClient, expectBadRequest, expectOk, expectRefused, type Answer, type CallOptions, type Loose, usePlatformOnPostgres, withRequestId, describeOnPostgres } from './helpers.ts';
import { expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const RECEIPT_MAX = 4096;

const txHash = () => randomBytes(32).toString('hex');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function addChannel(platform: TestPlatform, exchangeRate = '1'): Promise<string> {
  const channel = await platform.admin<{ id: string }>('bank/add', {
    channelName: 'USD wire',
    bankName: 'First Test Bank',
    accountName: 'Portal Ltd',
    accountNumber: '1234 5678 9012',
    exchangeRate,
  });
  return channel.id;
}

/** POST a bank deposit as multipart: the envelope text in `data`, the picture in `receipt`. */
async function bankDeposit(
  platform: TestPlatform,
  token: string,
  data: Record<string, unknown>,
  receipt: { bytes: Buffer; filename?: string; type?: string } | undefined,
  options: CallOptions = {},
): Promise<Answer> {
  const form = new FormData();
  data = withRequestId('/api/app/deposit/bankDeposit', data) as Record<string, unknown>;
  const sealed = options.envelope ? options.envelope.seal(data) : undefined;
  form.append('data', JSON.stringify(sealed ? sealed.body : { data, needEn: false }));
  if (receipt) form.append('receipt', new Blob([new Uint8Array(receipt.bytes)], { type: receipt.type ?? 'image/png' }), receipt.filename ?? 'receipt.png');
  const response = await fetch(`${platform.url}/api/app/deposit/bankDeposit`, {
    method: 'POST',
    headers: { token, 'login-type': 'USER', ...(options.locale ? { 'accept-language': options.locale } : {}) },
    body: form,
  });
  const raw = (await response.json()) as Loose;
  if (sealed) {
    const opened = sealed.open(raw);
    return { status: response.status, code: opened.code, msg: opened.msg, reason: opened.reason, data: opened.result, raw };
  }
  return { status: response.status, code: raw.code, msg: raw.msg, reason: raw.reason, data: raw.data, raw };
}

async function deposits(platform: TestPlatform, pending = false): Promise<Loose[]> {
  return platform.admin<Loose[]>('deposits/list', { pending, limit: 500 });
}

describe('deposits', () => {
  let platform: TestPlatform;
  let member: SignedIn;
  let other: SignedIn;
  let channelId: string;

  beforeAll(async () => {
    platform = await startTestPlatform({ env: { RECEIPT_MAX_BYTES: String(RECEIPT_MAX) } });
    [member, other] = [await signedInMember(platform), await signedInMember(platform)];
    channelId = await addChannel(platform, '1');
  });
  afterAll(() => platform?.close());

  const chain = (who: SignedIn, data: Record<string, unknown>, options: CallOptions = {}) =>
    call(platform, '/api/app/deposit/deposit', data, { ...options, token: who.token });

  it('refuses amounts below the minimum, malformed amounts and bad hashes, changing nothing', async () => {
    const before = await snapshot(platform, member.token);
    const count = (await deposits(platform)).length;
    const refused = await chain(member, { amount: '49.99999999', hash: txHash(), receiptNumber: 'R1' });
    expectRefused(refused, 'DEPOSIT_BELOW_MINIMUM');
    expect(refused.msg).toBe('The minimum deposit is 50 USDT; a smaller deposit cannot be credited');
    const zh = await chain(member, { amount: '10', hash: txHash(), receiptNumber: 'R1' }, { locale: 'zh-CN' });
    expect(zh.msg).toBe('最低充值金额为 50 USDT，低于该金额的充值无法入账');
    for (const amount of ['0', '-50', '50.123456789', '1e3', 'abc', '']) {
      const answer = await chain(member, { amount, hash: txHash(), receiptNumber: 'R1' });
      if (amount === '') expectBadRequest(answer);
      else expectRefused(answer, 'INVALID_AMOUNT');
    }
    for (const hash of ['0x1234', 'zz'.repeat(32), `0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`]) {
      expectRefused(await chain(member, { amount: '50', hash, receiptNumber: 'R1' }), 'TRANSACTION_HASH_INVALID');
    }
    expectBadRequest(await chain(member, { amount: '50', hash: txHash() }));
    expect(await snapshot(platform, member.token)).toEqual(before);
    expect((await deposits(platform)).length).toBe(count);
  });

  it('takes an on-chain deposit for review and credits CASH_POINT once on approval', async () => {
    const hash = txHash();
    const order = expectOk(await chain(member, { amount: '150.5', hash: `0x${hash.toUpperCase()}`, receiptNumber: 'TX-RECEIPT-1' }));
    expect(order).toMatchObject({ type: 'CHAIN', coinName: 'CASH_POINT', amount: '150.5', hash: `0x${hash}`, receiptNumber: 'TX-RECEIPT-1', status: 'PENDING_REVIEW' });
    const before = await snapshot(platform, member.token);
    expect(before['CASH_POINT/available']).toBe('0');

    const approved = await platform.admin<Loose>('deposits/approve', { id: order.id });
    expect(approved).toMatchObject({ status: 'APPROVED', userName: member.userName });
    expect((await snapshot(platform, member.token))['CASH_POINT/available']).toBe('150.5');
    const [record] = await recordsOf(platform, member.token, { recordType: 'DEPOSIT' });
    expect(record).toMatchObject({ coinName: 'CASH_POINT', amount: '150.5', actualAmount: '150.5', status: 'SUCCESS', hash: `0x${hash}`, transactionNumber: approved.transactionNumber });

    // Approving twice, or rejecting an approved one, is refused and credits nothing.
    expectRefused(await adminCall(platform, 'deposits/approve', { id: order.id }, platform.adminToken), 'ORDER_STATE_INVALID');
    expectRefused(await adminCall(platform, 'deposits/reject', { id: order.id, reason: 'late' }, platform.adminToken), 'ORDER_STATE_INVALID');
    expectRefused(await adminCall(platform, 'deposits/approve', { id: 'dep_nope' }, platform.adminToken), 'DEPOSIT_ORDER_NOT_FOUND');
    expect((await snapshot(platform, member.token))['CASH_POINT/available']).toBe('150.5');

    // The same transaction hash, in either spelling, by anyone, is refused.
    const otherBefore = await snapshot(platform, other.token);
    expectRefused(await chain(other, { amount: '150.5', hash, receiptNumber: 'X' }), 'DEPOSIT_HASH_USED');
    expectRefused(await chain(member, { amount: '150.5', hash: `0x${hash}`, receiptNumber: 'X' }), 'DEPOSIT_HASH_USED');
    expect(await snapshot(platform, other.token)).toEqual(otherBefore);

    const lists = {
      all: expectOk(await call(platform, '/api/app/deposit/depositRecordList', {}, { token: member.token })),
      chain: expectOk(await call(platform, '/api/app/deposit/bscDepositRecordList', {}, { token: member.token })),
      bank: expectOk(await call(platform, '/api/app/deposit/depositBankOrderList', {}, { token: member.token })),
    };
    expect(lists.chain.list.map((o: Loose) => o.id)).toContain(order.id);
    expect(lists.bank.list.map((o: Loose) => o.id)).not.toContain(order.id);
    expect(lists.all.list[0]).toMatchObject({ id: order.id, status: 'APPROVED', recordReceiptNumber: record.receiptNumber });
    expect(expectOk(await call(platform, '/api/app/deposit/depositRecordList', {}, { token: other.token })).total).toBe(0);
    await expectLedgerClean(platform);
  });

  it('rejects with a reason, credits nothing, and frees the hash for a corrected claim', async () => {
    const hash = txHash();
    const order = expectOk(await chain(member, { amount: '60', hash, receiptNumber: 'R2' }));
    const before = await snapshot(platform, member.token);
    expectBadRequest(await adminCall(platform, 'deposits/reject', { id: order.id, reason: '' }, platform.adminToken));
    const rejected = await platform.admin<Loose>('deposits/reject', { id: order.id, reason: 'amount does not match the chain' });
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'amount does not match the chain' });
    expectRefused(await adminCall(platform, 'deposits/approve', { id: order.id }, platform.adminToken), 'ORDER_STATE_INVALID');
    expect(await snapshot(platform, member.token)).toEqual(before);
    const mine = expectOk(await call(platform, '/api/app/deposit/depositRecordList', { status: 'REJECTED' }, { token: member.token }));
    expect(mine.list[0]).toMatchObject({ id: order.id, reason: 'amount does not match the chain' });
    expectOk(await chain(member, { amount: '61', hash, receiptNumber: 'R2b' }));
  });

  it('answers a double submit with one requestId with the same single order', async () => {
    const data = { amount: '70', hash: txHash(), receiptNumber: 'R3', requestId: `req-${randomBytes(6).toString('hex')}` };
    const first = expectOk(await chain(member, data));
    const second = expectOk(await chain(member, data));
    expect(second.id).toBe(first.id);
    expect((await deposits(platform)).filter((o) => o.hash === `0x${data.hash}`)).toHaveLength(1);
  });

  it('tells where to send USDT on chain and the amounts accepted', async () => {
    expect(expectOk(await call(platform, '/api/app/deposit/depositConfig', {}, { token: member.token }))).toEqual({
      coin: 'USDT',
      network: 'BEP20',
      address: TEST_DEPOSIT_ADDRESS,
      minAmount: '50',
      multiple: null,
    });
  });

  it('lists the bank channels with their exchange rate', async () => {
    const list = expectOk(await call(platform, '/api/app/deposit/depositBankConfigList', {}, { token: member.token })) as Loose[];
    expect(list.find((c) => c.id === channelId)).toMatchObject({ channelName: 'USD wire', bankName: 'First Test Bank', currency: 'USD', exchangeRate: '1', minAmount: '50' });
  });

  it('quotes what a bank deposit costs in the channel’s currency, as the order then records it; a quote changes nothing', async () => {
    const yuan = await addChannel(platform, '7.12345678');
    const quote = (data: Record<string, unknown>) => call(platform, '/api/app/deposit/bankDepositQuote', data, { token: member.token });
    const before = await snapshot(platform, member.token);
    // 123.45678901 × 7.12345678 = 879.4391007159… → 879.43910071 (8 places, down)
    const quoted = expectOk(await quote({ channelId: yuan, amount: '123.45678901' }));
    expect(quoted).toMatchObject({ channelId: yuan, exchangeRate: '7.12345678', amount: '123.45678901', localAmount: '879.43910071' });
    expect(await snapshot(platform, member.token)).toEqual(before);
    const order = expectOk(await bankDeposit(platform, member.token, { channelId: yuan, amountUsd: '123.45678901' }, { bytes: png() }));
    expect(order.localAmount).toBe(quoted.localAmount);
    expectRefused(await quote({ channelId: 'no-such-channel', amount: '100' }), 'DEPOSIT_CHANNEL_NOT_FOUND');
    expectRefused(await quote({ channelId: yuan, amount: '0' }), 'INVALID_AMOUNT');
  });

  it('takes a bank deposit with its receipt picture and credits it on approval', async () => {
    const bytes = png();
    const before = await snapshot(platform, member.token);
    const order = expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '200' }, { bytes }));
    expect(order).toMatchObject({
      type: 'BANK',
      amount: '200',
      channelId,
      channelName: 'USD wire',
      currency: 'USD',
      exchangeRate: '1',
      localAmount: '200',
      receiptSha256: sha256(bytes),
      status: 'PENDING_REVIEW',
    });
    expect(await snapshot(platform, member.token)).toEqual(before);
    expect(expectOk(await call(platform, '/api/app/deposit/depositBankOrderList', {}, { token: member.token })).list[0].id).toBe(order.id);

    // The operator sees the picture re-encoded: the same pixels, named by the upload's SHA-256.
    const stored = await platform.admin<Loose>('deposits/receipt', { id: order.id });
    expect(stored).toMatchObject({ sha256: sha256(bytes), contentType: 'image/png' });
    expect(await pixelsOf(Buffer.from(stored.base64, 'base64'))).toEqual(await pixelsOf(bytes));

    await platform.admin('deposits/approve', { id: order.id });
    const after = await snapshot(platform, member.token);
    expect(after['CASH_POINT/available']).toBe(String(Number(before['CASH_POINT/available']) + 200));
    await expectLedgerClean(platform);
  });

  it('accepts JPEG and WebP, sealed envelopes too, and checks the optional receiptSha256', async () => {
    expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '50' }, { bytes: jpeg(), type: 'image/jpeg', filename: 'r.jpg' }));
    const bytes = webp();
    const sha = sha256(bytes);
    const sealed = await bankDeposit(platform, member.token, { channelId, amountUsd: '55', receiptSha256: sha }, { bytes, type: 'image/webp' }, { envelope: encryptingClient(platform) });
    expect(sealed.raw.encrypted).toBe(true);
    expect(expectOk(sealed)).toMatchObject({ amount: '55', receiptSha256: sha });
    expectBadRequest(await bankDeposit(platform, member.token, { channelId, amountUsd: '55', receiptSha256: 'f'.repeat(64) }, { bytes: png() }));
  });

  it('refuses oversized, non-image and missing receipts, unknown channels and small amounts, changing nothing', async () => {
    const before = await snapshot(platform, member.token);
    const count = (await deposits(platform)).length;
    const tooBig = await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: pngOfSize(RECEIPT_MAX + 1) });
    expectRefused(tooBig, 'RECEIPT_TOO_LARGE');
    expect(tooBig.msg).toBe('The receipt picture is too large; the limit is 0 MiB'.replace('0', String(Math.round((RECEIPT_MAX / 1048576) * 100) / 100)));
    // Exactly at the limit is fine.
    expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: pngOfSize(RECEIPT_MAX) }));
    // A decompression bomb: a few hundred bytes declaring 20,000 × 20,000 pixels.
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(RECEIPT_MAX);
    expectRefused(await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: bomb }), 'PICTURE_TOO_MANY_PIXELS');

    const fake = await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: Buffer.from('%PDF-1.7 not a picture'), filename: 'receipt.png', type: 'image/png' });
    expectRefused(fake, 'RECEIPT_NOT_IMAGE');
    expect((await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: Buffer.from('GIF89a....'), type: 'image/gif' }, { locale: 'ja-JP' })).msg).toBe(
      '明細は PNG、JPEG、WebP のいずれかの画像にしてください',
    );
    expectRefused(await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, undefined), 'RECEIPT_REQUIRED');
    expectRefused(await call(platform, '/api/app/deposit/bankDeposit', { channelId, amountUsd: '100' }, { token: member.token }), 'RECEIPT_REQUIRED');
    expectRefused(await bankDeposit(platform, member.token, { channelId: 'sba_nope', amountUsd: '100' }, { bytes: png() }), 'DEPOSIT_CHANNEL_NOT_FOUND');
    expectRefused(await bankDeposit(platform, member.token, { channelId, amountUsd: '49' }, { bytes: png() }), 'DEPOSIT_BELOW_MINIMUM');
    expectBadRequest(await bankDeposit(platform, member.token, { amountUsd: '100' }, { bytes: png() }));
    expect(await snapshot(platform, member.token)).toEqual(before);
    // The one that passed: exactly at the size limit.
    expect((await deposits(platform)).length).toBe(count + 1);
  });

  it('refuses what only starts like a picture, storing nothing, and keeps a polyglot as its picture alone', async () => {
    const before = await snapshot(platform, member.token);
    const stored = { receipts: await rowsOf(platform, 'deposit_receipts'), orders: await rowsOf(platform, 'deposit_orders') };
    // A bare PNG header declaring 2^31 × 2^31 pixels, and 104 bytes signed like a JPEG.
    const header = await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: pngHeaderOnly() });
    expectRefused(header, 'RECEIPT_NOT_IMAGE');
    expect(header.msg).toBe('The receipt must be a PNG, JPEG or WebP picture');
    const fake = await bankDeposit(platform, member.token, { channelId, amountUsd: '100' }, { bytes: fakeJpeg(), type: 'image/jpeg', filename: 'r.jpg' }, { locale: 'zh-CN' });
    expectRefused(fake, 'RECEIPT_NOT_IMAGE');
    expect(fake.msg).toBe('凭证必须是 PNG、JPEG 或 WebP 格式的图片');
    expect(await rowsOf(platform, 'deposit_receipts')).toBe(stored.receipts);
    expect(await rowsOf(platform, 'deposit_orders')).toBe(stored.orders);
    expect(await snapshot(platform, member.token)).toEqual(before);

    // A PNG with an HTML page after its end decodes: it is taken, and only its pixels are kept.
    const polyglot = pngHtmlPolyglot();
    const order = expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '100', receiptSha256: sha256(polyglot) }, { bytes: polyglot }));
    expect(order.receiptSha256).toBe(sha256(polyglot));
    const served = await platform.admin<Loose>('deposits/receipt', { id: order.id });
    const bytes = Buffer.from(served.base64, 'base64');
    expect(served).toMatchObject({ sha256: sha256(polyglot), contentType: 'image/png' });
    expect(polyglot.includes(POLYGLOT_HTML)).toBe(true);
    expect(bytes.includes(POLYGLOT_HTML)).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
    expect(await pixelsOf(bytes)).toEqual(await pixelsOf(polyglot));
  });

  it('accepts a receipt picture already used by another deposit, flagged for the operator', async () => {
    const bytes = png();
    const first = expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '80' }, { bytes }));
    const second = expectOk(await bankDeposit(platform, other.token, { channelId, amountUsd: '80' }, { bytes }));
    expect(second.receiptSha256).toBe(first.receiptSha256);
    const pending = await deposits(platform, true);
    expect(pending.find((o) => o.id === first.id).duplicateReceiptOf).toBeNull();
    expect(pending.find((o) => o.id === second.id).duplicateReceiptOf).toBe(first.id);
    expect(pending.every((o) => o.status === 'PENDING_REVIEW')).toBe(true);
    // The member never sees the flag.
    expect(second).not.toHaveProperty('duplicateReceiptOf');
  });

  it('answers a double bank submit with one requestId with one order', async () => {
    const requestId = `req-${randomBytes(6).toString('hex')}`;
    const bytes = png();
    const first = expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '90', requestId }, { bytes }));
    const second = expectOk(await bankDeposit(platform, member.token, { channelId, amountUsd: '90', requestId }, { bytes }));
    expect(second.id).toBe(first.id);
  });
});

describe('deposits in multiples', () => {
  it('refuses an amount that is not a multiple of DEPOSIT_MULTIPLE', async () => {
    const platform = await startTestPlatform({ env: { DEPOSIT_MULTIPLE: '63', DEPOSIT_MIN_USDT: '63' } });
    try {
      const member = await signedInMember(platform);
      const before = await snapshot(platform, member.token);
      const refused = await call(platform, '/api/app/deposit/deposit', { amount: '100', hash: txHash(), receiptNumber: 'R' }, { token: member.token });
      expectRefused(refused, 'AMOUNT_NOT_MULTIPLE');
      expect(refused.msg).toBe('The amount must be a multiple of 63');
      expectOk(await call(platform, '/api/app/deposit/deposit', { amount: '126', hash: txHash(), receiptNumber: 'R' }, { token: member.token }));
      expect(await snapshot(platform, member.token)).toEqual(before);
    } finally {
      await platform.close();
    }
  });
});

describeOnPostgres('deposits on PostgreSQL, concurrently', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  it('of many members claiming one hash at once, one order is taken', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => signedInMember(platform)));
    const hash = txHash();
    const answers = await Promise.all(members.map((m) => call(platform, '/api/app/deposit/deposit', { amount: '100', hash, receiptNumber: 'R' }, { token: m.token })));
    expect(answers.filter((a) => a.code === 20000)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== 20000)) expectRefused(answer, 'DEPOSIT_HASH_USED');
    expect((await platform.admin<Loose[]>('deposits/list', { limit: 500 })).filter((o) => o.hash === `0x${hash}`)).toHaveLength(1);
  });

  it('of many approvals of one deposit at once, one credits', async () => {
    const member = await signedInMember(platform);
    const order = expectOk(await call(platform, '/api/app/deposit/deposit', { amount: '75', hash: txHash(), receiptNumber: 'R' }, { token: member.token }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => adminCall(platform, 'deposits/approve', { id: order.id }, platform.adminToken)));
    expect(answers.filter((a) => a.status === 200 && a.code === undefined)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== undefined)) expectRefused(answer, 'ORDER_STATE_INVALID');
    expect((await snapshot(platform, member.token))['CASH_POINT/available']).toBe('75');
    expect(await recordsOf(platform, member.token, { recordType: 'DEPOSIT' })).toHaveLength(1);
    await expectLedgerClean(platform);
  });
});

describe('on-chain deposits without a receiving address', () => {
  it('are closed: the terms say so and a claim is refused, changing nothing', async () => {
    const platform = await startTestPlatform({ env: { DEPOSIT_ADDRESS: '' } });
    try {
      const member = await signedInMember(platform);
      expect(expectOk(await call(platform, '/api/app/deposit/depositConfig', {}, { token: member.token })).address).toBeNull();
      const refused = await call(platform, '/api/app/deposit/deposit', { amount: '100', hash: txHash(), receiptNumber: 'R1' }, { token: member.token, locale: 'zh-CN' });
      expectRefused(refused, 'DEPOSIT_CHAIN_CLOSED');
      expect(refused.msg).toBe('链上充值暂未开放，请使用银行转账充值');
      expect(await deposits(platform)).toEqual([]);
    } finally {
      await platform.close();
    }
  });

  it('a mistyped receiving address stops the start instead of taking deposits', () => {
    // One letter's case changed: the EIP-55 checksum no longer matches.
    const mistyped = TEST_DEPOSIT_ADDRESS.replace('a', 'A');
    expect(() => loadPlatformConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DEPOSIT_ADDRESS: mistyped })).toThrow(/DEPOSIT_ADDRESS/);
    expect(() => loadPlatformConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DEPOSIT_ADDRESS: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' })).toThrow(/DEPOSIT_ADDRESS/);
    expect(loadPlatformConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DEPOSIT_ADDRESS: TEST_DEPOSIT_ADDRESS.toLowerCase() }).deposit.chainAddress).toBe(TEST_DEPOSIT_ADDRESS);
  });
});
