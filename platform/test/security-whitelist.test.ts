// Withdrawal whitelist mode (docs/security.md): while on, chain withdrawals go only to addresses
// on the list. Tightening (turning on, removing an address) takes effect at once; loosening
// (turning off, adding an address) after 24 hours by the platform's clock, and the member sees when.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectRefused, HOUR, TestClock } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';

const COIN = 'WITHDRAWAL_POINT';
const DAY = 24 * HOUR;

describe('withdrawal whitelist', () => {
  const clock = new TestClock(new Date('2030-06-01T02:00:00.000Z'));
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { WITHDRAWAL_FEE: '2', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000', SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720' } });
  });
  afterAll(() => platform?.close());

  async function bindAddress(member: SignedIn): Promise<string> {
    const id = `wad_test${randomBytes(6).toString('hex')}`;
    await platform.db
      .insertInto('withdrawal_addresses')
      .values({ id, member_id: member.userId, type: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, usable_from: new Date(clock.now().getTime() - HOUR) })
      .execute();
    return id;
  }
  const withdraw = (member: SignedIn, addressId: string, locale?: string) =>
    call(platform, '/api/app/withdrawal/bscWithdrawal', { addressId, amount: '20', transactionPassword: member.transactionPassword }, { token: member.token, ...(locale ? { locale } : {}) });
  const mode = async (member: SignedIn, on: boolean) => expectOk(await call(platform, '/api/security/whitelist/mode', { on }, { token: member.token }));
  const list = async (member: SignedIn, addressId: string, listed: boolean) =>
    expectOk(await call(platform, '/api/security/whitelist/address', { addressId, listed }, { token: member.token }));

  it('turning on binds at once; an added address counts after 24 hours, and the member sees when', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, COIN, '500');
    const addressId = await bindAddress(member);

    expect(await mode(member, true)).toMatchObject({ on: true, offAt: null });
    expectRefused(await withdraw(member, addressId), 'ADDRESS_NOT_WHITELISTED');

    const added = await list(member, addressId, true);
    const joinsAt = new Date(clock.now().getTime() + DAY).toISOString();
    expect(added.addresses).toEqual([expect.objectContaining({ id: addressId, whitelisted: false, whitelistedFrom: joinsAt })]);
    const later = await withdraw(member, addressId, 'en-US');
    expectRefused(later, 'ADDRESS_WHITELISTED_LATER');
    expect(later.msg).toMatch(/^Whitelist mode is on: this address joins your whitelist at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    clock.advance(DAY - 1000);
    expectRefused(await withdraw(member, addressId), 'ADDRESS_WHITELISTED_LATER');
    clock.advance(1000);
    expectOk(await withdraw(member, addressId));
  });

  it('removing an address binds at once; turning off waits 24 hours, and turning on again cancels it', async () => {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, COIN, '500');
    const addressId = await bindAddress(member);
    await mode(member, true);
    await list(member, addressId, true);
    clock.advance(DAY);
    expect((await list(member, addressId, false)).addresses[0]).toMatchObject({ whitelisted: false, whitelistedFrom: null });
    expectRefused(await withdraw(member, addressId), 'ADDRESS_NOT_WHITELISTED');

    const off = await mode(member, false);
    expect(off).toMatchObject({ on: true, offAt: new Date(clock.now().getTime() + DAY).toISOString() });
    // Turning on again cancels the waiting turning-off.
    expect(await mode(member, true)).toMatchObject({ on: true, offAt: null });
    await mode(member, false);
    clock.advance(DAY - 1000);
    expectRefused(await withdraw(member, addressId), 'ADDRESS_NOT_WHITELISTED');
    clock.advance(1000);
    expect(expectOk(await call(platform, '/api/security/whitelist/state', {}, { token: member.token }))).toMatchObject({ on: false, offAt: null });
    expectOk(await withdraw(member, addressId));
  });

  it("another member's address cannot be put on the list", async () => {
    const owner = await signedInMember(platform);
    const intruder = await signedInMember(platform);
    const addressId = await bindAddress(owner);
    expectRefused(await call(platform, '/api/security/whitelist/address', { addressId, listed: true }, { token: intruder.token }), 'WITHDRAWAL_ADDRESS_NOT_FOUND');
    const row = await platform.db.selectFrom('withdrawal_addresses').select('whitelisted_from').where('id', '=', addressId).executeTakeFirstOrThrow();
    expect(row.whitelisted_from).toBeNull();
  });
});
