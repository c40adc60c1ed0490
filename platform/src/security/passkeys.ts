import type * as WebAuthn from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../db/database.ts';
import type { PasskeyChallengePurpose } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { notify } from '../notifications/service.ts';
import { recordCredentialChange } from './credential-pause.ts';
import { countTicketFailure, openTicket, spendTicket, type Factors } from './second-factor.ts';

/** The relying party passkeys are made for (docs/security.md, "Passkeys"): its id (a host name), name, and the web app's origin. */
export interface WebAuthnConfig {
  rpId: string;
  rpName: string;
  origin: string;
}

// The WebAuthn library (with its ASN.1, X.509 and COSE code) comes with the first passkey
// ceremony: a platform whose members use none never holds it (BENCHMARKS.md (j)).
let webAuthnLibrary: Promise<typeof WebAuthn> | undefined;
function loadWebAuthn(): Promise<typeof WebAuthn> {
  webAuthnLibrary ??= import('@simplewebauthn/server');
  return webAuthnLibrary;
}

/** A ceremony's challenge must be answered within this time. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** What the browser is told to wait for the member (the challenge lives longer). */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;
/** A limit on everything: a member keeps at most this many passkeys. */
export const PASSKEYS_MAX = 10;
/** A browser's credential JSON is a few kilobytes at most. */
export const CREDENTIAL_JSON_MAX = 16_384;

type PasskeyRow = { id: string; credential_id: string; public_key: string; counter: string; transports: string };

function transportsOf(row: Pick<PasskeyRow, 'transports'>): AuthenticatorTransportFuture[] {
  return row.transports === '' ? [] : (row.transports.split(' ') as AuthenticatorTransportFuture[]);
}

/** The member's passkeys, oldest first, as the settings page lists them. */
export async function listPasskeys(db: Db, memberId: string) {
  const rows = await db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('member_id', '=', memberId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null }));
}

async function storeChallenge(factors: Factors, challenge: string, purpose: PasskeyChallengePurpose, memberId: string | null): Promise<void> {
  const now = factors.clock.now();
  // Expired ceremonies are cleared as new ones begin (an indexed range delete), so no job is needed.
  await factors.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await factors.db
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, member_id: memberId, created_at: now, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .execute();
}

/** The browser's credential JSON, or PASSKEY_REJECTED when it is not one. */
function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(json: string): T & { challenge: string } {
  try {
    const credential = JSON.parse(json) as T;
    const clientData = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof credential.id !== 'string' || typeof clientData.challenge !== 'string') throw new Error('not a credential');
    return { ...credential, challenge: clientData.challenge };
  } catch {
    throw new RuleViolation('PASSKEY_REJECTED');
  }
}

/**
 * Spends the ceremony's challenge before the answer is verified, in one conditional update: a
 * challenge is answered once, right or wrong, and never after it expires
 * (PASSKEY_CHALLENGE_EXPIRED: the browser asks for new options).
 */
async function takeChallenge(factors: Factors, challenge: string, purpose: PasskeyChallengePurpose, memberId: string | null): Promise<void> {
  const now = factors.clock.now();
  let update = factors.db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  update = memberId === null ? update.where('member_id', 'is', null) : update.where('member_id', '=', memberId);
  const taken = await update.executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) throw new RuleViolation('PASSKEY_CHALLENGE_EXPIRED');
}

/**
 * Options for adding a passkey: a discoverable credential (so it can sign in without a user
 * name), user verification preferred, the member's passkeys excluded (an authenticator holds one
 * per member). Answered as the JSON `startRegistration` takes.
 */
export async function passkeyRegistrationOptions(factors: Factors, memberId: string): Promise<{ optionsJson: string }> {
  const { db, webAuthn } = factors;
  const member = await db.selectFrom('members').select('user_name').where('id', '=', memberId).executeTakeFirstOrThrow();
  const existing = await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('member_id', '=', memberId).execute();
  if (existing.length >= PASSKEYS_MAX) throw new RuleViolation('PASSKEY_LIMIT_REACHED', { max: PASSKEYS_MAX });
  const options = await (await loadWebAuthn()).generateRegistrationOptions({
    rpName: webAuthn.rpName,
    rpID: webAuthn.rpId,
    userName: member.user_name,
    // The member's id is the user handle: an authenticator then keeps one passkey per member, and a sign-in names whom it signs in.
    userID: new TextEncoder().encode(memberId),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(factors, options.challenge, 'REGISTRATION', memberId);
  return { optionsJson: JSON.stringify(options) };
}

/**
 * Adds a passkey: the browser's attestation against the challenge this member was given. The
 * caller has checked the transaction password and the second factor first (`checkPasskeyChange`).
 * The member is told (SECURITY_CHANGED / PASSKEY_ADDED).
 */
export async function registerPasskey(
  factors: Factors,
  memberId: string,
  input: { credential: string; name: string },
) {
  const { db, clock, webAuthn } = factors;
  const credential = parseCredential<RegistrationResponseJSON>(input.credential);
  await takeChallenge(factors, credential.challenge, 'REGISTRATION', memberId);
  let verified;
  try {
    verified = await (await loadWebAuthn()).verifyRegistrationResponse({
      response: credential,
      expectedChallenge: credential.challenge,
      expectedOrigin: webAuthn.origin,
      expectedRPID: webAuthn.rpId,
      requireUserVerification: false,
    });
  } catch {
    throw new RuleViolation('PASSKEY_REJECTED');
  }
  if (!verified.verified) throw new RuleViolation('PASSKEY_REJECTED');
  const made = verified.registrationInfo.credential;
  const now = clock.now();
  const id = newId('pky');
  const name = input.name.trim();
  return db.transaction().execute(async (tx) => {
    const count = await tx.selectFrom('passkeys').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (Number(count.count) >= PASSKEYS_MAX) throw new RuleViolation('PASSKEY_LIMIT_REACHED', { max: PASSKEYS_MAX });
    const inserted = await tx
      .insertInto('passkeys')
      .values({
        id,
        member_id: memberId,
        credential_id: made.id,
        public_key: Buffer.from(made.publicKey).toString('base64url'),
        counter: String(made.counter),
        transports: (made.transports ?? credential.response.transports ?? []).join(' '),
        name,
        created_at: now,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new RuleViolation('PASSKEY_ALREADY_REGISTERED');
    // A passkey is a factor: as for the authenticator app, withdrawals and address changes pause.
    await recordCredentialChange(tx, memberId, now);
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'PASSKEY_ADDED', name }, { now });
    return { id, name, createdAt: now.toISOString(), lastUsedAt: null };
  });
}

export async function renamePasskey(db: Db, memberId: string, input: { passkeyId: string; name: string }) {
  const renamed = await db.updateTable('passkeys').set({ name: input.name.trim() }).where('id', '=', input.passkeyId).where('member_id', '=', memberId).executeTakeFirst();
  if (renamed.numUpdatedRows !== 1n) throw new RuleViolation('PASSKEY_NOT_FOUND');
  return listPasskeys(db, memberId);
}

/**
 * Removes a passkey; the caller has made the same checks as for adding one (`checkPasskeyChange`).
 * The member is told.
 */
export async function removePasskey(factors: Factors, memberId: string, input: { passkeyId: string }) {
  const now = factors.clock.now();
  await factors.db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('passkeys').where('id', '=', input.passkeyId).where('member_id', '=', memberId).returning('name').executeTakeFirst();
    if (!removed) throw new RuleViolation('PASSKEY_NOT_FOUND');
    await recordCredentialChange(tx, memberId, now);
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'PASSKEY_REMOVED', name: removed.name }, { now });
  });
  return listPasskeys(factors.db, memberId);
}

type AssertionPurpose = Exclude<PasskeyChallengePurpose, 'REGISTRATION'>;

/** Options for an assertion; `memberId` null: any discoverable passkey of this site (no user name asked). */
async function authenticationOptions(factors: Factors, purpose: AssertionPurpose, memberId: string | null): Promise<{ optionsJson: string }> {
  const { db, webAuthn } = factors;
  const allowed = memberId === null ? [] : await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('member_id', '=', memberId).execute();
  if (memberId !== null && allowed.length === 0) throw new RuleViolation('PASSKEY_NOT_FOUND');
  const options = await (await loadWebAuthn()).generateAuthenticationOptions({
    rpID: webAuthn.rpId,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: purpose === 'SIGN_IN' ? 'required' : 'preferred',
    ...(allowed.length > 0 ? { allowCredentials: allowed.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })) } : {}),
  });
  await storeChallenge(factors, options.challenge, purpose, memberId);
  return { optionsJson: JSON.stringify(options) };
}

/**
 * Verifies a sign-in assertion against the stored passkey it names and moves its counter on.
 * A counter that does not move forward (a cloned authenticator) is refused, as is a passkey of
 * another member than `memberId` when one is given. Answers the member it signs in.
 */
async function verifyAssertion(factors: Factors, purpose: AssertionPurpose, memberId: string | null, credentialJson: string): Promise<string> {
  const { db, clock, webAuthn } = factors;
  const credential = parseCredential<AuthenticationResponseJSON>(credentialJson);
  await takeChallenge(factors, credential.challenge, purpose, memberId);
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credential.id).executeTakeFirst();
  if (!row || (memberId !== null && row.member_id !== memberId)) throw new RuleViolation('PASSKEY_REJECTED');
  // A username-less sign-in also checks the user handle the authenticator answers: it was this member's id.
  const userHandle = credential.response.userHandle;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== row.member_id) throw new RuleViolation('PASSKEY_REJECTED');
  let verified;
  try {
    verified = await (await loadWebAuthn()).verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: credential.challenge,
      expectedOrigin: webAuthn.origin,
      expectedRPID: webAuthn.rpId,
      credential: { id: row.credential_id, publicKey: Buffer.from(row.public_key, 'base64url'), counter: Number(row.counter), transports: transportsOf(row) },
      requireUserVerification: purpose === 'SIGN_IN',
    });
  } catch {
    throw new RuleViolation('PASSKEY_REJECTED');
  }
  if (!verified.verified) throw new RuleViolation('PASSKEY_REJECTED');
  const newCounter = verified.authenticationInfo.newCounter;
  assert(Number.isSafeInteger(newCounter) && newCounter >= 0, 'an authenticator counter is a non-negative integer');
  // Conditional, so two parallel sign-ins with one counter value cannot both pass; authenticators without a counter stay at 0.
  const moved = await db
    .updateTable('passkeys')
    .set({ counter: String(newCounter), last_used_at: clock.now() })
    .where('id', '=', row.id)
    .where((eb) => (newCounter === 0 ? eb('counter', '=', '0') : eb('counter', '<', String(newCounter))))
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) throw new RuleViolation('PASSKEY_REJECTED');
  return row.member_id;
}

/** Options for a passwordless sign-in: no user name, any of this site's discoverable passkeys. */
export function passwordlessSignInOptions(factors: Factors) {
  return authenticationOptions(factors, 'SIGN_IN', null);
}

/** A passwordless sign-in's assertion: answers the member whose passkey signed (user verification required). */
export function completePasswordlessSignIn(factors: Factors, credentialJson: string): Promise<string> {
  return verifyAssertion(factors, 'SIGN_IN', null, credentialJson);
}

/** Options for the second step of a password sign-in: the ticket's member's passkeys. */
export async function signInFactorPasskeyOptions(factors: Factors, challenge: string) {
  const ticket = await openTicket(factors, challenge);
  return authenticationOptions(factors, 'SIGN_IN_FACTOR', ticket.member_id);
}

/**
 * The second step of a password sign-in with a passkey instead of a code: the ticket and an
 * assertion of one of its member's passkeys answer the member (the caller opens the session). A
 * refused assertion counts against the ticket like a wrong code.
 */
export async function completeSignInWithPasskey(factors: Factors, challenge: string, credentialJson: string): Promise<string> {
  const ticket = await openTicket(factors, challenge);
  try {
    await verifyAssertion(factors, 'SIGN_IN_FACTOR', ticket.member_id, credentialJson);
  } catch (error) {
    if (error instanceof RuleViolation && error.reason === 'PASSKEY_REJECTED') await countTicketFailure(factors, challenge);
    throw error;
  }
  await spendTicket(factors, challenge);
  return ticket.member_id;
}

/**
 * Options for confirming a money or credential operation with a passkey (docs/security.md,
 * "A passkey as the second factor"): a challenge bound to the member, for their passkeys only.
 */
export function passkeyConfirmationOptions(factors: Factors, memberId: string) {
  return authenticationOptions(factors, 'CONFIRM', memberId);
}

/**
 * The second factor of an operation by passkey: an assertion over a confirmation challenge this
 * member was given, by one of their passkeys. The challenge is spent before the check, so an
 * assertion confirms one operation, right or wrong; another member's is PASSKEY_REJECTED (or
 * PASSKEY_CHALLENGE_EXPIRED when the challenge was theirs).
 */
export async function confirmWithPasskey(factors: Factors, memberId: string, assertionJson: string): Promise<void> {
  await verifyAssertion(factors, 'CONFIRM', memberId, assertionJson);
}
