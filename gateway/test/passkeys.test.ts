/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
// Passkeys through the real gateway in front of the real platform, envelope encrypted, with a
// software authenticator making real attestations and assertions: adding one in the settings
// (options, then the credential with the transaction password), listing, renaming, the ticket of
// `signIn` answered with a passkey, the passwordless sign-in, refusals in the member's language,
// and removing it.
import { SoftwareAuthenticator } from '@portal/platform/testing/passkey';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, PASSWORD, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

// The platform's default relying party: a fresh install's PUBLIC_WEB_URL.
const ORIGIN = 'http://localhost:4000';
const PASSKEY_FIELDS = 'id name createdAt lastUsedAt';
const BEGIN_REGISTRATION = 'mutation { beginPasskeyRegistration { optionsJson } }';
const REGISTER_PASSKEY = `mutation Register($input: RegisterPasskeyInput!) { registerPasskey(input: $input) { ${PASSKEY_FIELDS} } }`;
const PASSKEYS = `{ passkeys { ${PASSKEY_FIELDS} } }`;
const RENAME = `mutation Rename($id: ID!, $name: String!) { renamePasskey(id: $id, name: $name) { ${PASSKEY_FIELDS} } }`;
const REMOVE = `mutation Remove($input: RemovePasskeyInput!) { removePasskey(input: $input) { ${PASSKEY_FIELDS} } }`;
const SIGN_IN = 'mutation SignIn($input: LoginInput!) { signIn(input: $input) { session { token } factorChallenge { challenge expiresAt factors } } }';
const BEGIN_FACTOR = 'mutation Begin($challenge: String!) { beginSignInPasskeyFactor(challenge: $challenge) { optionsJson } }';
const COMPLETE_WITH_PASSKEY = 'mutation Complete($input: CompleteSignInWithPasskeyInput!) { completeSignInWithPasskey(input: $input) { token expiresAt idleTimeoutSeconds } }';
const BEGIN_PASSWORDLESS = 'mutation { beginPasskeySignIn { optionsJson } }';
const PASSWORDLESS = 'mutation SignIn($credential: String!) { signInWithPasskey(credential: $credential) { token expiresAt idleTimeoutSeconds } }';
const ME = '{ me { userName } }';
const BEGIN_CONFIRMATION = 'mutation { beginPasskeyConfirmation { optionsJson } }';
const TRANSFER = 'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id } }';

describe('passkeys through the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  async function ok(token: string | undefined, query: string, variables?: Record<string, unknown>) {
    const answer = await gql<any>(stack.http, query, variables, token ? { token } : {});
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }

  it('adds a passkey in the settings, answers the sign-in ticket with it, signs in with it alone, renames and removes it', async () => {
    const userName = uniqueName('pk');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const authenticator = new SoftwareAuthenticator(ORIGIN);

    const registrationOptions = (await ok(token, BEGIN_REGISTRATION)).beginPasskeyRegistration.optionsJson;
    expect(JSON.parse(registrationOptions)).toMatchObject({ rp: { id: 'localhost' }, user: { name: userName } });
    const credential = authenticator.register(registrationOptions);
    const wrong = await gql<any>(stack.http, REGISTER_PASSKEY, { input: { credential, name: 'Laptop', transactionPassword: 'wrong-password' } }, { token, locale: 'zh-CN' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'WRONG_TRANSACTION_PASSWORD' });
    const added = (await ok(token, REGISTER_PASSKEY, { input: { credential, name: 'Laptop', transactionPassword: TRANSACTION_PASSWORD } })).registerPasskey;
    expect(added).toEqual({ id: expect.stringMatching(/^pky_/), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null });
    expect((await ok(token, PASSKEYS)).passkeys).toEqual([added]);

    // The password now earns a ticket a passkey answers.
    const ticket = (await ok(undefined, SIGN_IN, { input: { userName, password: PASSWORD } })).signIn.factorChallenge;
    expect(ticket.factors).toEqual(['PASSKEY']);
    const factorOptions = (await ok(undefined, BEGIN_FACTOR, { challenge: ticket.challenge })).beginSignInPasskeyFactor.optionsJson;
    const session = (await ok(undefined, COMPLETE_WITH_PASSKEY, { input: { challenge: ticket.challenge, credential: authenticator.authenticate(factorOptions) } })).completeSignInWithPasskey;
    expect((await ok(session.token, ME)).me.userName).toBe(userName);

    // Without a user name: the passkey names the member. A replay is refused in the caller's language.
    const options = (await ok(undefined, BEGIN_PASSWORDLESS)).beginPasskeySignIn.optionsJson;
    const assertion = authenticator.authenticate(options);
    const passwordless = (await ok(undefined, PASSWORDLESS, { credential: assertion })).signInWithPasskey;
    expect((await ok(passwordless.token, ME)).me.userName).toBe(userName);
    const replay = await gql<any>(stack.http, PASSWORDLESS, { credential: assertion }, { locale: 'ja-JP' });
    expect(replay.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PASSKEY_CHALLENGE_EXPIRED' });
    expect(replay.errors?.[0]?.message).toBe('パスキーのリクエストが期限切れか、すでに使用されています。もう一度お試しください');
    const phished = authenticator.authenticate((await ok(undefined, BEGIN_PASSWORDLESS)).beginPasskeySignIn.optionsJson, { origin: 'http://localhost.evil.example' });
    expect((await gql<any>(stack.http, PASSWORDLESS, { credential: phished })).errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PASSKEY_REJECTED' });

    const renamed = (await ok(token, RENAME, { id: added.id, name: 'Work laptop' })).renamePasskey;
    expect(renamed).toEqual([expect.objectContaining({ id: added.id, name: 'Work laptop', lastUsedAt: expect.any(String) })]);
    // Removing asks for the passkey, the member's only factor.
    const confirmation = authenticator.authenticate((await ok(token, BEGIN_CONFIRMATION)).beginPasskeyConfirmation.optionsJson);
    expect((await ok(token, REMOVE, { input: { id: added.id, transactionPassword: TRANSACTION_PASSWORD, passkeyAssertion: confirmation } })).removePasskey).toEqual([]);
    expect((await ok(undefined, SIGN_IN, { input: { userName, password: PASSWORD } })).signIn.session.token).toBeTruthy();
  });

  /** A signed-in member with one passkey and 100 CASH_POINT. */
  async function fundedWithPasskey() {
    const userName = uniqueName('pkm');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = authenticator.register((await ok(token, BEGIN_REGISTRATION)).beginPasskeyRegistration.optionsJson);
    await ok(token, REGISTER_PASSKEY, { input: { credential, name: 'Laptop', transactionPassword: TRANSACTION_PASSWORD } });
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });
    const confirmation = async () => authenticator.authenticate((await ok(token, BEGIN_CONFIRMATION)).beginPasskeyConfirmation.optionsJson);
    return { userName, token, authenticator, confirmation };
  }

  it('a passkey confirms a transfer: refused without it (in the member\'s language), passes with it, once; another member\'s is refused', async () => {
    const sender = await fundedWithPasskey();
    const stranger = await fundedWithPasskey();
    const recipient = uniqueName('pkr');
    await registerMember(stack, recipient);
    const transfer = (extra: Record<string, unknown>) =>
      gql<any>(
        stack.http,
        TRANSFER,
        { input: { toUser: recipient, coinName: 'CASH_POINT', amount: '10', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID(), ...extra } },
        { token: sender.token, locale: 'zh-CN' },
      );

    const missing = await transfer({});
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PASSKEY_CONFIRMATION_REQUIRED' });
    expect(missing.errors?.[0]?.message).toBe('请使用通行密钥确认');
    const assertion = await sender.confirmation();
    expect((await transfer({ passkeyAssertion: assertion })).errors).toBeUndefined();
    expect((await transfer({ passkeyAssertion: assertion })).errors?.[0]?.extensions).toMatchObject({ reason: 'PASSKEY_CHALLENGE_EXPIRED' });
    expect((await transfer({ passkeyAssertion: await stranger.confirmation() })).errors?.[0]?.extensions).toMatchObject({ reason: 'PASSKEY_CHALLENGE_EXPIRED' });
    const balances = (await ok(sender.token, '{ balances { coinName available } }')).balances as { coinName: string; available: string }[];
    expect(balances.find((balance) => balance.coinName === 'CASH_POINT')?.available).toBe('90');
  });

  it('the passkey operations of the settings need a session', async () => {
    const answer = await gql<any>(stack.http, BEGIN_REGISTRATION);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
