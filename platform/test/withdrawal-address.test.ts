import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleViolation } from '../src/errors.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { base58Checksum, base58Decode, base58Encode, KNOWN_CONTRACTS, normalizeAddress, toChecksumAddress } from '../src/withdrawal-address/address-format.ts';
import { usableWithdrawalAddress } from '../src/withdrawal-address/service.ts';
import { call, expectBadRequest, expectOk, expectRefused, HOUR, login, TestClock, type Loose } from './helpers.ts';
import { signedInMember, type SignedIn } from './money-helpers.ts';

// EIP-55's own test vectors.
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** A well-formed Tron address for a random account. */
function tronAddress(prefix = 0x41, length = 20): string {
  const payload = Buffer.concat([Buffer.from([prefix]), randomBytes(length)]);
  return base58Encode(Buffer.concat([payload, base58Checksum(payload)]));
}

function reason(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof RuleViolation ? error.reason : String(error);
  }
}

describe('address formats', () => {
  it('EIP-55: the vectors checksum, and a flipped letter is refused', () => {
    for (const address of EIP55) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(normalizeAddress('ERC20', address)).toBe(address);
      expect(normalizeAddress('BEP20', address.toLowerCase())).toBe(address);
      expect(normalizeAddress('BEP20', `0x${address.slice(2).toUpperCase()}`)).toBe(address);
      const i = address.slice(2).search(/[a-fA-F]/) + 2;
      const flipped = address.slice(0, i) + (address[i] === address[i]!.toUpperCase() ? address[i]!.toLowerCase() : address[i]!.toUpperCase()) + address.slice(i + 1);
      expect(reason(() => normalizeAddress('ERC20', flipped))).toBe('ADDRESS_CHECKSUM_INVALID');
    }
  });

  it('EVM: wrong length, prefix or characters are not addresses', () => {
    for (const bad of [EIP55[0]!.slice(0, -1), `${EIP55[0]}a`, EIP55[0]!.slice(2), `0X${EIP55[0]!.slice(2)}`, '0x' + 'g'.repeat(40), '', TR_USDT]) {
      expect(reason(() => normalizeAddress('BEP20', bad))).toBe('ADDRESS_INVALID');
    }
  });

  it('base58 round-trips, keeping leading zero bytes', () => {
    for (const bytes of [Uint8Array.from([0, 0, 1, 2, 255]), randomBytes(25), Uint8Array.from([0])]) {
      expect(base58Decode(base58Encode(bytes))).toEqual(Uint8Array.from(bytes));
    }
    expect(base58Decode('0OIl')).toBeUndefined();
  });

  it('TRC20: base58check with the 0x41 prefix and a double-SHA-256 checksum', () => {
    const good = tronAddress();
    expect(good).toMatch(/^T/);
    expect(normalizeAddress('TRC20', ` ${good} `)).toBe(good);
    // Known real address (the Tron USDT contract) decodes and checks — refused only for being a contract.
    const usdt = base58Decode(TR_USDT)!;
    expect(usdt.length).toBe(25);
    expect(createHash('sha256').update(createHash('sha256').update(usdt.subarray(0, 21)).digest()).digest().subarray(0, 4)).toEqual(Buffer.from(usdt.subarray(21)));

    const bytes = base58Decode(good)!;
    bytes[24] = bytes[24]! ^ 0x01;
    expect(reason(() => normalizeAddress('TRC20', base58Encode(bytes)))).toBe('ADDRESS_CHECKSUM_INVALID');
    expect(reason(() => normalizeAddress('TRC20', tronAddress(0x41, 21)))).toBe('ADDRESS_INVALID'); // 26 bytes
    expect(reason(() => normalizeAddress('TRC20', tronAddress(0x42)))).toBe('ADDRESS_INVALID'); // wrong prefix byte
    expect(reason(() => normalizeAddress('TRC20', `${good.slice(0, -1)}0`))).toBe('ADDRESS_INVALID'); // not base58
    expect(reason(() => normalizeAddress('TRC20', good.slice(0, -1)))).toBe('ADDRESS_INVALID');
    expect(reason(() => normalizeAddress('TRC20', EIP55[0]!))).toBe('ADDRESS_INVALID');
  });

  it('refuses every listed token contract, and each listed address is itself well formed', () => {
    for (const [address, name] of Object.entries(KNOWN_CONTRACTS)) {
      const type = address.startsWith('T') ? 'TRC20' : 'ERC20';
      expect(reason(() => normalizeAddress(type, address))).toBe('ADDRESS_IS_CONTRACT');
      if (type === 'ERC20') {
        expect(reason(() => normalizeAddress('BEP20', toChecksumAddress(address)))).toBe('ADDRESS_IS_CONTRACT');
        expect(reason(() => normalizeAddress('BEP20', address.toUpperCase().replace('0X', '0x')))).toBe('ADDRESS_IS_CONTRACT');
      }
      expect(name).toMatch(/\((BNB Smart Chain|Ethereum|Tron)\)$/);
    }
  });
});

const TR_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('withdrawal addresses over the API', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let member: SignedIn;
  /** A call as the member; adding carries the member's transaction password. */
  const api = (who: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string) =>
    call(platform, `/api/app/withdrawal-address/${path}`, path === 'add' ? { transactionPassword: who.transactionPassword, ...data } : data, { token: who.token, ...(locale ? { locale } : {}) });

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { ADDRESS_COOLING_HOURS: '24' } });
    member = await signedInMember(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('a new address cools for 24 hours, with a notice naming it and the time', async () => {
    const added = expectOk(await api(member, 'add', { type: 'BEP20', address: EIP55[0]!.toLowerCase(), label: ' my wallet ' }));
    expect(added).toEqual({
      id: expect.stringMatching(/^wad_/),
      type: 'BEP20',
      address: EIP55[0],
      label: 'my wallet',
      usableFrom: '2030-06-02T08:00:00.000Z',
      usable: false,
      createdAt: '2030-06-01T08:00:00.000Z',
    });
    const outbox = await platform.admin<Loose[]>('outbox', { limit: 10 });
    const notice = outbox.find((m) => m.userName === member.userName)!;
    expect(notice.body).toContain(EIP55[0]);
    expect(notice.body).toContain('2030-06-02 16:00 (GMT+8)');
    expect(notice.body).toMatch(/remove it/);

    await expect(usableWithdrawalAddress(platform.db, member.userId, added.id, clock.now())).rejects.toMatchObject({ reason: 'WITHDRAWAL_ADDRESS_COOLING' });
    clock.advance(24 * HOUR - 1);
    member.token = await login(platform, member); // the session idled out meanwhile
    expect(expectOk(await api(member, 'list'))[0].usable).toBe(false);
    clock.advance(1);
    expect(expectOk(await api(member, 'list'))[0]).toMatchObject({ id: added.id, usable: true });
    expect(await usableWithdrawalAddress(platform.db, member.userId, added.id, clock.now())).toEqual({ id: added.id, type: 'BEP20', address: EIP55[0], label: 'my wallet' });

    // A label-only edit keeps it usable; a new address cools again and sends a new notice.
    expect(expectOk(await api(member, 'update', { id: added.id, address: EIP55[0], label: 'renamed' }))).toMatchObject({ label: 'renamed', usable: true });
    const before = (await platform.admin<Loose[]>('outbox', { limit: 500 })).length;
    const changed = expectOk(await api(member, 'update', { id: added.id, address: EIP55[1], label: 'renamed' }, 'zh-CN'));
    expect(changed).toMatchObject({ address: EIP55[1], usable: false, usableFrom: new Date(clock.now().getTime() + 24 * HOUR).toISOString() });
    const after = await platform.admin<Loose[]>('outbox', { limit: 500 });
    expect(after.length).toBe(before + 1);
    expect(after[0].body).toContain(EIP55[1]);
    expect(after[0].subject).toBe('您的账户保存了一个提现地址');
    await expect(usableWithdrawalAddress(platform.db, member.userId, added.id, clock.now())).rejects.toMatchObject({ reason: 'WITHDRAWAL_ADDRESS_COOLING' });
  });

  it('refuses bad formats, contracts, duplicates and foreign ids, changing nothing', async () => {
    const other = await signedInMember(platform);
    const tron = tronAddress();
    const own = expectOk(await api(other, 'add', { type: 'TRC20', address: tron }));
    const snapshot = expectOk(await api(other, 'list'));

    expectRefused(await api(other, 'add', { type: 'ERC20', address: '0x1234' }), 'ADDRESS_INVALID');
    expectRefused(await api(other, 'add', { type: 'ERC20', address: EIP55[0]!.replace('a', 'A') }), 'ADDRESS_CHECKSUM_INVALID');
    const contract = await api(other, 'add', { type: 'TRC20', address: TR_USDT });
    expectRefused(contract, 'ADDRESS_IS_CONTRACT');
    expect(contract.msg).toContain('USDT (Tron)');
    expectRefused(await api(other, 'add', { type: 'BEP20', address: '0x55d398326f99059fF775485246999027B3197955' }), 'ADDRESS_IS_CONTRACT');
    expectRefused(await api(other, 'add', { type: 'TRC20', address: tron }), 'WITHDRAWAL_ADDRESS_DUPLICATE');
    expectRefused(await api(other, 'add', { type: 'TRC20', address: tronAddress(), label: 'x'.repeat(51) }), 'ADDRESS_LABEL_INVALID');
    expectBadRequest(await api(other, 'add', { type: 'OMNI', address: tron }));
    expectBadRequest(await api(other, 'add', { type: 'TRC20' }));

    expectRefused(await api(member, 'update', { id: own.id, address: tronAddress() }), 'WITHDRAWAL_ADDRESS_NOT_FOUND');
    expectRefused(await api(member, 'del', { id: own.id }), 'WITHDRAWAL_ADDRESS_NOT_FOUND');
    await expect(usableWithdrawalAddress(platform.db, member.userId, own.id, clock.now())).rejects.toMatchObject({ reason: 'WITHDRAWAL_ADDRESS_NOT_FOUND' });
    expect(expectOk(await api(other, 'list'))).toEqual(snapshot);

    expectOk(await api(other, 'del', { id: own.id }));
    expect(expectOk(await api(other, 'list'))).toEqual([]);
  });

  it('a label counts code points as the web does and is refused beside its field', async () => {
    const labeller = await signedInMember(platform);
    const fields = (answer: Loose) => (answer.data as { fields: Loose[] }).fields.map(({ path, reason }) => ({ path, reason }));
    // Fifty emoji are fifty characters, as the browser's form counts them; the fifty-first is one too many.
    const thirty = expectOk(await api(labeller, 'add', { type: 'TRC20', address: tronAddress(), label: '💰'.repeat(30) }));
    expect(thirty.label).toBe('💰'.repeat(30));
    expectOk(await api(labeller, 'update', { id: thirty.id, address: thirty.address, label: '💰'.repeat(50) }));
    const tooLong = await api(labeller, 'update', { id: thirty.id, address: thirty.address, label: '💰'.repeat(51) });
    expectRefused(tooLong, 'ADDRESS_LABEL_INVALID');
    expect(fields(tooLong)).toEqual([{ path: 'label', reason: 'ADDRESS_LABEL_INVALID' }]);
    // A family emoji is built with zero-width joiners, and stays one.
    expectOk(await api(labeller, 'update', { id: thirty.id, address: thirty.address, label: 'home 👨‍👩‍👧' }));
    expect(expectOk(await api(labeller, 'list')).map((a: Loose) => a.label)).toEqual(['home 👨‍👩‍👧']);
  });

  it('a label holds no character that hides or reorders text (a right-to-left override turned the address around)', async () => {
    const labeller = await signedInMember(platform);
    const fields = (answer: Loose) => (answer.data as { fields: Loose[] }).fields.map(({ path, reason }) => ({ path, reason }));
    const own = expectOk(await api(labeller, 'add', { type: 'TRC20', address: tronAddress(), label: 'cold wallet' }));
    for (const label of ['\u202Eemanelttil', 'cold\u200Bwallet', '\u2067cold\u2069', 'cold\u200Ewallet', 'line\u2028break']) {
      const refused = await api(labeller, 'add', { type: 'TRC20', address: tronAddress(), label });
      expectBadRequest(refused);
      expect(fields(refused)).toEqual([{ path: 'label', reason: 'TEXT_HIDDEN_CHARACTERS' }]);
      expectBadRequest(await api(labeller, 'update', { id: own.id, address: own.address, label }));
    }
    const inJapanese = await api(labeller, 'add', { type: 'TRC20', address: tronAddress(), label: '\u202Eemanelttil' }, 'ja-JP');
    expect((inJapanese.data as { fields: Loose[] }).fields[0].message).toBe('見えない文字や文字の向きを変える制御文字を削除してください');
    expect(expectOk(await api(labeller, 'list')).map((a: Loose) => a.label)).toEqual(['cold wallet']);
  });

  it('keeps at most 10 addresses per member', async () => {
    const busy = await signedInMember(platform);
    for (let i = 0; i < 10; i++) expectOk(await api(busy, 'add', { type: 'TRC20', address: tronAddress() }));
    expectRefused(await api(busy, 'add', { type: 'TRC20', address: tronAddress() }), 'WITHDRAWAL_ADDRESS_LIMIT');
    expect(expectOk(await api(busy, 'list'))).toHaveLength(10);
    expect(await platform.admin<Loose[]>('withdrawal-address/list', { userName: busy.userName })).toHaveLength(10);
  });
});

describe('cooling period configuration', () => {
  it('ADDRESS_COOLING_HOURS is validated', async () => {
    const { loadPlatformConfig } = await import('../src/config.ts');
    expect(loadPlatformConfig({ ADDRESS_COOLING_HOURS: '48' }).withdrawalAddressCoolingMs).toBe(48 * HOUR);
    expect(loadPlatformConfig({}).withdrawalAddressCoolingMs).toBe(24 * HOUR);
    expect(() => loadPlatformConfig({ ADDRESS_COOLING_HOURS: 'soon' })).toThrow(/ADDRESS_COOLING_HOURS/);
    expect(() => loadPlatformConfig({ ADDRESS_COOLING_HOURS: '-1' })).toThrow(/ADDRESS_COOLING_HOURS/);
  });
});
