import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { SoftwareAuthenticator } from '../src/testing-passkey.ts';
import { call, expectOk, expectRefused, TestClock, tryLogin, type Loose } from './helpers.ts';
import { available, credit, secondFactorGuardedCalls, signedInMember, type SignedIn } from './money-helpers.ts';

const ORIGIN = 'http://localhost:4000';
const STEP = 30_000;

describe('a passkey as the second factor of money and credential operations', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  const logLines: string[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  type WithPasskey = SignedIn & { authenticator: SoftwareAuthenticator; passkeyId: string };

  /** Adds a passkey to a signed-in member (the first needs no assertion: the member has no passkey yet). */
  async function addPasskey(member: SignedIn, extra: Record<string, unknown> = {}): Promise<WithPasskey> {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = expectOk<Loose>(await call(platform, '/api/security/passkeys/registration-options', {}, { token: member.token })).optionsJson;
    const body = { credential: authenticator.register(options), name: 'Laptop', transactionPassword: member.transactionPassword, ...extra };
    const added = expectOk<Loose>(await call(platform, '/api/security/passkeys/register', body, { token: member.token }));
    return { ...member, authenticator, passkeyId: added.id };
  }

  const confirmationOptions = async (token: string): Promise<string> =>
    expectOk<Loose>(await call(platform, '/api/security/passkeys/confirmation-options', {}, { token })).optionsJson;

  /** The member's passkey signs a fresh confirmation challenge. */
  const confirmation = async (member: WithPasskey): Promise<string> => member.authenticator.authenticate(await confirmationOptions(member.token));

  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

  async function withTotp(member: SignedIn): Promise<string> {
    const begun = expectOk<Loose>(await call(platform, '/api/security/totp/begin', {}, { token: member.token }));
    expectOk(await call(platform, '/api/security/totp/confirm', { totpCode: await codeNow(begun.secret), transactionPassword: member.transactionPassword }, { token: member.token }));
    clock.advance(STEP);
    return begun.secret;
  }

  async function transferSetup(sender: SignedIn) {
    const recipient = await signedInMember(platform);
    await credit(platform, sender.userName, 'CASH_POINT', '100');
    return (extra: Record<string, unknown>) =>
      call(
        platform,
        '/api/app/makeOver/makeOver',
        { toUser: recipient.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: sender.transactionPassword, requestId: `rq-${Math.random().toString(36).slice(2)}`, ...extra },
        { token: sender.token },
      );
  }

  it('a member whose only factor is a passkey is refused a transfer without an assertion, passes with one, and an assertion confirms once', async () => {
    const sender = await addPasskey(await signedInMember(platform));
    const send = await transferSetup(sender);

    expectRefused(await send({}), 'PASSKEY_CONFIRMATION_REQUIRED');
    // A code is no answer for a member without the app.
    expectRefused(await send({ totpCode: '123456' }), 'PASSKEY_CONFIRMATION_REQUIRED');
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('100');

    const options = JSON.parse(await confirmationOptions(sender.token));
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(options.allowCredentials).toEqual([{ id: sender.authenticator.credentials[0]!.id.toString('base64url'), type: 'public-key', transports: ['internal'] }]);
    const assertion = sender.authenticator.authenticate(JSON.stringify(options));
    // The transaction password is checked first, and its refusal spends nothing.
    expectRefused(await send({ transactionPassword: 'wrong', passkeyAssertion: assertion }), 'WRONG_TRANSACTION_PASSWORD');
    expectOk(await send({ passkeyAssertion: assertion }));
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('90');

    // Replayed: its challenge is spent.
    expectRefused(await send({ passkeyAssertion: assertion }), 'PASSKEY_CHALLENGE_EXPIRED');
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('90');
    expectOk(await send({ passkeyAssertion: await confirmation(sender) }));
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('80');
    // The assertion never reaches a log line.
    expect(logLines.join('')).not.toContain(JSON.parse(assertion).response.signature);
  });

  it("another member's assertion is refused: over their own challenge, or their passkey over this member's", async () => {
    const sender = await addPasskey(await signedInMember(platform));
    const stranger = await addPasskey(await signedInMember(platform));
    const send = await transferSetup(sender);

    expectRefused(await send({ passkeyAssertion: await confirmation(stranger) }), 'PASSKEY_CHALLENGE_EXPIRED');
    const strangerCredential = stranger.authenticator.credentials[0]!.id.toString('base64url');
    const forged = stranger.authenticator.authenticate(await confirmationOptions(sender.token), { credentialId: strangerCredential });
    expectRefused(await send({ passkeyAssertion: forged }), 'PASSKEY_REJECTED');
    // An assertion over a sign-in challenge confirms no operation.
    const ticket = expectOk<Loose>(await tryLogin(platform, sender.userName, sender.password));
    const signInOptions = expectOk<Loose>(await call(platform, '/api/app/user/loginFactorPasskeyOptions', { challenge: ticket.challenge })).optionsJson;
    expectRefused(await send({ passkeyAssertion: sender.authenticator.authenticate(signInOptions) }), 'PASSKEY_CHALLENGE_EXPIRED');
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('100');
  });

  it('every operation beside the transaction password refuses a passkey-only member without an assertion and takes one', async () => {
    const member = await addPasskey(await signedInMember(platform));
    const { token, transactionPassword: tx } = member;
    const guarded: [string, Loose][] = [
      ...secondFactorGuardedCalls(member, 'pk'),
      ['/api/security/anti-phishing/set', { antiPhishingCode: 'Blue Tiger', transactionPassword: tx }],
      ['/api/security/passkeys/remove', { passkeyId: member.passkeyId, transactionPassword: tx }],
    ];
    for (const [path, body] of guarded) {
      const answer = await call(platform, path, body, { token });
      expect({ path, reason: answer.reason }).toEqual({ path, reason: 'PASSKEY_CONFIRMATION_REQUIRED' });
    }
    expect(await platform.db.selectFrom('member_bank_accounts').select('id').where('member_id', '=', member.userId).execute()).toEqual([]);
    expect(await platform.db.selectFrom('passkeys').select('id').where('member_id', '=', member.userId).execute()).toHaveLength(1);

    // With an assertion each goes through.
    expectOk(await call(platform, '/api/app/bank-account/addBankAccount', { ...guarded[5]![1], passkeyAssertion: await confirmation(member) }, { token }));
    expectOk(await call(platform, '/api/security/anti-phishing/set', { ...guarded[11]![1], passkeyAssertion: await confirmation(member) }, { token }));
    // A second passkey is a credential change too: it asks for the first one.
    const options = expectOk<Loose>(await call(platform, '/api/security/passkeys/registration-options', {}, { token })).optionsJson;
    const second = new SoftwareAuthenticator(ORIGIN).register(options);
    expectRefused(await call(platform, '/api/security/passkeys/register', { credential: second, name: 'Phone', transactionPassword: tx }, { token }), 'PASSKEY_CONFIRMATION_REQUIRED');
    expectOk(await call(platform, '/api/security/passkeys/register', { credential: second, name: 'Phone', transactionPassword: tx, passkeyAssertion: await confirmation(member) }, { token }));
    expect(expectOk(await call(platform, '/api/security/passkeys/remove', { passkeyId: member.passkeyId, transactionPassword: tx, passkeyAssertion: await confirmation(member) }, { token }))).toHaveLength(1);
  });

  it('a member with the authenticator app and no passkey is unaffected: an assertion field is no answer', async () => {
    const sender = await signedInMember(platform);
    const secret = await withTotp(sender);
    const send = await transferSetup(sender);
    expectRefused(await send({}), 'FACTOR_CODE_REQUIRED');
    expectRefused(await send({ passkeyAssertion: '{"id":"x"}' }), 'FACTOR_CODE_REQUIRED');
    expectOk(await send({ totpCode: await codeNow(secret) }));
    expect(await available(platform, sender.token, 'CASH_POINT')).toBe('90');
  });

  it('a member with both factors answers with either; without either the code is asked for', async () => {
    const member = await signedInMember(platform);
    const secret = await withTotp(member);
    const both = await addPasskey(member, { totpCode: await codeNow(secret) });
    clock.advance(STEP);
    const send = await transferSetup(both);
    expectRefused(await send({}), 'FACTOR_CODE_REQUIRED');
    expectOk(await send({ passkeyAssertion: await confirmation(both) }));
    expectOk(await send({ totpCode: await codeNow(secret) }));
    expect(await available(platform, both.token, 'CASH_POINT')).toBe('80');
  });
});
