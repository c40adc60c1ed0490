import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { SoftwareAuthenticator } from '../src/testing-passkey.ts';
import { call, expectBadRequest, expectOk, expectRefused, login, MINUTE, TestClock, tryLogin, type Loose } from './helpers.ts';
import { signedInMember, type SignedIn } from './money-helpers.ts';

// A fresh install's one URL (PUBLIC_WEB_URL's default): the relying party is `localhost`.
const ORIGIN = 'http://localhost:4000';

describe('passkeys: a second factor and a passwordless sign-in', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  const logLines: string[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const registrationOptions = async (token: string): Promise<string> => expectOk<Loose>(await call(platform, '/api/security/passkeys/registration-options', {}, { token })).optionsJson;

  /** A signed-in member with one passkey on a software authenticator. */
  async function withPasskey(name = 'Laptop'): Promise<SignedIn & { authenticator: SoftwareAuthenticator; passkeyId: string }> {
    const member = await signedInMember(platform);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = authenticator.register(await registrationOptions(member.token));
    const added = expectOk<Loose>(await call(platform, '/api/security/passkeys/register', { credential, name, transactionPassword: member.transactionPassword }, { token: member.token }));
    return { ...member, authenticator, passkeyId: added.id };
  }

  /** The member's passkey signs a confirmation challenge: the second factor of a passkey change. */
  const confirmation = async (member: { token: string; authenticator: SoftwareAuthenticator }, token = member.token): Promise<string> =>
    member.authenticator.authenticate(expectOk<Loose>(await call(platform, '/api/security/passkeys/confirmation-options', {}, { token })).optionsJson);

  async function passwordless(authenticator: SoftwareAuthenticator, tamper: Parameters<SoftwareAuthenticator['authenticate']>[1] = {}) {
    const options = expectOk<Loose>(await call(platform, '/api/app/user/loginPasskeyOptions', {})).optionsJson;
    return call(platform, '/api/app/user/loginPasskey', { credential: authenticator.authenticate(options, tamper) });
  }

  const securityChanges = async (memberId: string) =>
    (await platform.db.selectFrom('notifications').select('params').where('member_id', '=', memberId).where('event', '=', 'SECURITY_CHANGED').orderBy('id').execute()).map(
      (row) => (row.params as Loose).change,
    );

  it('adds a passkey with the transaction password: a real attestation is verified, the passkey listed by its name, the member told', async () => {
    const member = await signedInMember(platform);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = JSON.parse(await registrationOptions(member.token));
    expect(options).toMatchObject({ rp: { id: 'localhost' }, user: { name: member.userName }, attestation: 'none', authenticatorSelection: { residentKey: 'required' }, excludeCredentials: [] });

    const credential = authenticator.register(JSON.stringify(options));
    expectRefused(
      await call(platform, '/api/security/passkeys/register', { credential, name: 'Laptop', transactionPassword: 'wrong' }, { token: member.token }),
      'WRONG_TRANSACTION_PASSWORD',
    );
    expectBadRequest(await call(platform, '/api/security/passkeys/register', { credential, name: '   ', transactionPassword: member.transactionPassword }, { token: member.token }));
    expect(expectOk(await call(platform, '/api/security/passkeys/list', {}, { token: member.token }))).toEqual([]);

    const added = expectOk<Loose>(
      await call(platform, '/api/security/passkeys/register', { credential, name: ' Laptop ', transactionPassword: member.transactionPassword }, { token: member.token }),
    );
    expect(added).toEqual({ id: expect.stringMatching(/^pky_/), name: 'Laptop', createdAt: clock.now().toISOString(), lastUsedAt: null });
    expect(expectOk(await call(platform, '/api/security/passkeys/list', {}, { token: member.token }))).toEqual([added]);
    expect(await securityChanges(member.userId)).toEqual(['PASSKEY_ADDED']);

    // The challenge was answered: the same attestation cannot add the passkey again.
    const passkeyAssertion = await confirmation({ token: member.token, authenticator });
    expectRefused(
      await call(platform, '/api/security/passkeys/register', { credential, name: 'Again', transactionPassword: member.transactionPassword, passkeyAssertion }, { token: member.token }),
      'PASSKEY_CHALLENGE_EXPIRED',
    );
    // The next options exclude it, so the authenticator does not make a second one for this member.
    expect(JSON.parse(await registrationOptions(member.token)).excludeCredentials).toEqual([{ id: authenticator.credentials[0]!.id.toString('base64url'), type: 'public-key', transports: ['internal'] }]);
    // The credential's public key is not logged with the request.
    const stored = await platform.db.selectFrom('passkeys').select('public_key').where('member_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(logLines.join('')).not.toContain(stored.public_key);
  });

  it('refuses an attestation made for another site, and one for a challenge given to another member', async () => {
    const member = await signedInMember(platform);
    const phished = new SoftwareAuthenticator('http://localhost.evil.example').register(await registrationOptions(member.token));
    expectRefused(
      await call(platform, '/api/security/passkeys/register', { credential: phished, name: 'Phone', transactionPassword: member.transactionPassword }, { token: member.token }),
      'PASSKEY_REJECTED',
    );
    const other = await signedInMember(platform);
    const theirs = new SoftwareAuthenticator(ORIGIN).register(await registrationOptions(other.token));
    expectRefused(
      await call(platform, '/api/security/passkeys/register', { credential: theirs, name: 'Phone', transactionPassword: member.transactionPassword }, { token: member.token }),
      'PASSKEY_CHALLENGE_EXPIRED',
    );
    expectRefused(
      await call(platform, '/api/security/passkeys/register', { credential: '{"not":"a credential"}', name: 'Phone', transactionPassword: member.transactionPassword }, { token: member.token }),
      'PASSKEY_REJECTED',
    );
    expect(await platform.db.selectFrom('passkeys').select('id').where('member_id', '=', member.userId).execute()).toEqual([]);
  });

  it('with the authenticator app on, adding and removing a passkey also need its code', async () => {
    const member = await signedInMember(platform);
    const begun = expectOk<Loose>(await call(platform, '/api/security/totp/begin', {}, { token: member.token }));
    const codeAt = (offsetMs: number) => generate({ secret: begun.secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });
    expectOk(await call(platform, '/api/security/totp/confirm', { totpCode: await codeAt(0), transactionPassword: member.transactionPassword }, { token: member.token }));
    clock.advance(30_000);

    const credential = new SoftwareAuthenticator(ORIGIN).register(await registrationOptions(member.token));
    const body = { credential, name: 'Key', transactionPassword: member.transactionPassword };
    expectRefused(await call(platform, '/api/security/passkeys/register', body, { token: member.token }), 'FACTOR_CODE_REQUIRED');
    // The refusal spent nothing: the same attestation goes through with the code.
    const added = expectOk<Loose>(await call(platform, '/api/security/passkeys/register', { ...body, totpCode: await codeAt(0) }, { token: member.token }));
    clock.advance(30_000);
    expectRefused(
      await call(platform, '/api/security/passkeys/remove', { passkeyId: added.id, transactionPassword: member.transactionPassword }, { token: member.token }),
      'FACTOR_CODE_REQUIRED',
    );
    expect(expectOk(await call(platform, '/api/security/passkeys/remove', { passkeyId: added.id, transactionPassword: member.transactionPassword, totpCode: await codeAt(0) }, { token: member.token }))).toEqual([]);

    // Sign-in offers both ways to answer the ticket.
    expect(expectOk<Loose>(await tryLogin(platform, member.userName, member.password)).factors).toEqual(['TOTP']);
  });

  it('the second step of a password sign-in takes a passkey instead of a code', async () => {
    const member = await withPasskey();
    const first = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    expect(first).toEqual({ factorRequired: true, factors: ['PASSKEY'], challenge: expect.any(String), challengeExpiresAt: new Date(clock.now().getTime() + 5 * MINUTE).toISOString() });
    // Without an authenticator app no code answers the ticket.
    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: first.challenge, totpCode: '123456' }), 'FACTOR_NOT_ENABLED');

    const options = JSON.parse(expectOk<Loose>(await call(platform, '/api/app/user/loginFactorPasskeyOptions', { challenge: first.challenge })).optionsJson);
    expect(options.allowCredentials).toEqual([{ id: member.authenticator.credentials[0]!.id.toString('base64url'), type: 'public-key', transports: ['internal'] }]);
    const assertion = member.authenticator.authenticate(JSON.stringify(options));
    clock.advance(1000);
    const session = expectOk<Loose>(await call(platform, '/api/app/user/loginFactorPasskey', { challenge: first.challenge, credential: assertion }));
    expect(expectOk<Loose>(await call(platform, '/api/app/user/userInfo', {}, { token: session.token })).userName).toBe(member.userName);
    expect(expectOk<Loose>(await call(platform, '/api/security/passkeys/list', {}, { token: session.token }))[0].lastUsedAt).toBe(clock.now().toISOString());
    // The ticket is spent.
    expectRefused(await call(platform, '/api/app/user/loginFactorPasskeyOptions', { challenge: first.challenge }), 'SIGN_IN_CHALLENGE_EXPIRED');

    // Another member's passkey does not answer this member's ticket, and counts as a wrong answer.
    const stranger = await withPasskey();
    const second = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    const strangerOptions = expectOk<Loose>(await call(platform, '/api/app/user/loginFactorPasskeyOptions', { challenge: second.challenge })).optionsJson;
    const foreign = stranger.authenticator.authenticate(strangerOptions, { credentialId: stranger.authenticator.credentials[0]!.id.toString('base64url') });
    expectRefused(await call(platform, '/api/app/user/loginFactorPasskey', { challenge: second.challenge, credential: foreign }), 'PASSKEY_REJECTED');
    expect((await platform.db.selectFrom('factor_challenges').select('failures').where('member_id', '=', member.userId).where('used_at', 'is', null).executeTakeFirstOrThrow()).failures).toBe(1);
  });

  it('signs in without a user name or password: the passkey names its member; each challenge answers once', async () => {
    const member = await withPasskey();
    const options = JSON.parse(expectOk<Loose>(await call(platform, '/api/app/user/loginPasskeyOptions', {})).optionsJson);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();

    const assertion = member.authenticator.authenticate(JSON.stringify(options));
    const session = expectOk<Loose>(await call(platform, '/api/app/user/loginPasskey', { credential: assertion }));
    expect(session).toEqual({ token: expect.any(String), expiresAt: expect.any(String), idleTimeoutSeconds: expect.any(Number) });
    expect(expectOk<Loose>(await call(platform, '/api/app/user/userInfo', {}, { token: session.token })).userName).toBe(member.userName);
    const history = await platform.db.selectFrom('sign_in_events').select('outcome').where('member_id', '=', member.userId).orderBy('id').execute();
    expect(history.at(-1)).toEqual({ outcome: 'SUCCESS' });

    // Replaying the same assertion: its challenge is spent.
    expectRefused(await call(platform, '/api/app/user/loginPasskey', { credential: assertion }), 'PASSKEY_CHALLENGE_EXPIRED');
    // A challenge not answered within five minutes ends.
    const late = expectOk<Loose>(await call(platform, '/api/app/user/loginPasskeyOptions', {})).optionsJson;
    clock.advance(5 * MINUTE + 1000);
    expectRefused(await call(platform, '/api/app/user/loginPasskey', { credential: member.authenticator.authenticate(late) }), 'PASSKEY_CHALLENGE_EXPIRED');
    // An assertion made for another site is refused.
    expectRefused(await passwordless(member.authenticator, { origin: 'http://localhost.evil.example' }), 'PASSKEY_REJECTED');
  });

  it('refuses a sign-in whose signature counter goes back (a cloned authenticator)', async () => {
    const member = await withPasskey();
    expectOk(await passwordless(member.authenticator));
    expectOk(await passwordless(member.authenticator));
    const counter = member.authenticator.credentials[0]!.counter;
    expect(counter).toBe(2);
    expectRefused(await passwordless(member.authenticator, { counter: 1 }), 'PASSKEY_REJECTED');
    expectRefused(await passwordless(member.authenticator, { counter: 2 }), 'PASSKEY_REJECTED');
    expectOk(await passwordless(member.authenticator, { counter: 3 }));
  });

  it('a banned member is refused and a frozen one signs in, as with the password', async () => {
    const frozen = await withPasskey();
    expectOk(await call(platform, '/api/security/freeze/freeze', {}, { token: frozen.token }));
    expect(expectOk<Loose>(await passwordless(frozen.authenticator)).token).toBeTruthy();

    const banned = await withPasskey();
    await platform.admin('members/ban', { userName: banned.userName, banned: true });
    expectRefused(await passwordless(banned.authenticator), 'ACCOUNT_BANNED');
    const history = await platform.db.selectFrom('sign_in_events').select('outcome').where('member_id', '=', banned.userId).orderBy('id').execute();
    expect(history.at(-1)).toEqual({ outcome: 'BANNED' });
  });

  it('renames and removes passkeys; only the member\'s own; without passkeys sign-in needs the password alone again', async () => {
    const member = await withPasskey('Old name');
    const other = await withPasskey();
    expect(expectOk<Loose>(await call(platform, '/api/security/passkeys/rename', { passkeyId: member.passkeyId, name: 'Phone' }, { token: member.token }))[0].name).toBe('Phone');
    expectRefused(await call(platform, '/api/security/passkeys/rename', { passkeyId: other.passkeyId, name: 'Mine now' }, { token: member.token }), 'PASSKEY_NOT_FOUND');
    expectRefused(
      await call(platform, '/api/security/passkeys/remove', { passkeyId: other.passkeyId, transactionPassword: member.transactionPassword, passkeyAssertion: await confirmation(member) }, { token: member.token }),
      'PASSKEY_NOT_FOUND',
    );
    expectRefused(await call(platform, '/api/security/passkeys/remove', { passkeyId: member.passkeyId, transactionPassword: 'wrong' }, { token: member.token }), 'WRONG_TRANSACTION_PASSWORD');
    // Removing, like adding, asks for the second factor: here the passkey itself (a lost one is the operator's reset).
    expectRefused(await call(platform, '/api/security/passkeys/remove', { passkeyId: member.passkeyId, transactionPassword: member.transactionPassword }, { token: member.token }), 'PASSKEY_CONFIRMATION_REQUIRED');
    expect(
      expectOk(
        await call(platform, '/api/security/passkeys/remove', { passkeyId: member.passkeyId, transactionPassword: member.transactionPassword, passkeyAssertion: await confirmation(member) }, { token: member.token }),
      ),
    ).toEqual([]);
    expect(await securityChanges(member.userId)).toEqual(['PASSKEY_ADDED', 'PASSKEY_REMOVED']);
    const removedNotice = await platform.db.selectFrom('notifications').select('params').where('member_id', '=', member.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(removedNotice.params).toMatchObject({ change: 'PASSKEY_REMOVED', name: 'Phone' });
    // The removed passkey signs in no more, and the password alone opens a session.
    expectRefused(await passwordless(member.authenticator), 'PASSKEY_REJECTED');
    expect(await login(platform, member)).toBeTruthy();
  });

  it('adding or removing a passkey pauses withdrawals and address changes for 24 hours, as every factor change does', async () => {
    const paused = async (token: string) => expectOk<Loose>(await call(platform, '/api/security/guards/status', {}, { token })).withdrawalsPausedUntil;
    const reopens = () => new Date(clock.now().getTime() + 24 * 60 * MINUTE).toISOString();
    const member = await withPasskey();
    expect(await paused(member.token)).toBe(reopens());
    clock.advance(25 * 60 * MINUTE);
    // A day on, the session has ended too: signed in again (the passkey answers the second step).
    const ticket = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    const options = expectOk<Loose>(await call(platform, '/api/app/user/loginFactorPasskeyOptions', { challenge: ticket.challenge })).optionsJson;
    const { token } = expectOk<Loose>(await call(platform, '/api/app/user/loginFactorPasskey', { challenge: ticket.challenge, credential: member.authenticator.authenticate(options) }));
    expect(await paused(token)).toBeNull();
    expectOk(await call(platform, '/api/security/passkeys/remove', { passkeyId: member.passkeyId, transactionPassword: member.transactionPassword, passkeyAssertion: await confirmation(member, token) }, { token }));
    expect(await paused(token)).toBe(reopens());
  });

  it('an operator\'s reset of the factors removes the passkeys too', async () => {
    const member = await withPasskey();
    const reset = await platform.admin<Loose>('security/factors/reset', { userName: member.userName, operator: 'support-7', reason: 'lost phone, identity checked' });
    expect(reset).toMatchObject({ hadTotp: false, passkeysRemoved: 1 });
    expect(expectOk(await call(platform, '/api/security/passkeys/list', {}, { token: member.token }))).toEqual([]);
    expect(await login(platform, member)).toBeTruthy();
  });
});
