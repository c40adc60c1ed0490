import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { newId, randomBase32 } from '../lib/ids.ts';
import { randomToken, sha256Hex } from '../lib/secrets.ts';
import type { Clock } from '../lib/time.ts';
import { notify } from '../notifications/service.ts';
import { recordCredentialChange } from './credential-pause.ts';
import { openSecret, sealSecret } from './factor-key.ts';
import type { WebAuthnConfig } from './passkeys.ts';
import { checkTransactionPassword } from './transaction-password.ts';
import { newTotpSecret, totpStep as stepOf } from './totp.ts';

/** What the second-factor checks need: the database, the platform's clock, the key sealing the secrets and the passkeys' relying party. */
export interface Factors {
  db: Db;
  clock: Clock;
  key: Buffer;
  webAuthn: WebAuthnConfig;
}

export const RECOVERY_CODE_COUNT = 10;
/** A begun enrolment must be confirmed within this time, or begun again. */
const ENROLMENT_TTL_MS = 10 * 60_000;
/** The ticket a correct password earns: this long, and this many wrong codes, then sign in again. */
const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60_000;
const SIGN_IN_CHALLENGE_MAX_FAILURES = 5;
/** Ten characters of Crockford base32 (50 bits), shown as two groups of five. */
const RECOVERY_CODE_LENGTH = 10;

function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

async function enabledTotp(db: Db | Tx, memberId: string) {
  return db.selectFrom('member_totp').selectAll().where('member_id', '=', memberId).where('enabled_at', 'is not', null).executeTakeFirst();
}

/**
 * Whether the member has an authenticator app on, so money operations and factor changes ask
 * for its code (sign-in asks for it or a passkey: `signInFactors`).
 */
export async function hasTotp(db: Db | Tx, memberId: string): Promise<boolean> {
  return (await enabledTotp(db, memberId)) !== undefined;
}

/** The time step of a valid code for `secret` now, or undefined. */
function totpStep(factors: Factors, secret: string, code: string, afterTimeStep: number): Promise<number | undefined> {
  return stepOf(secret, code, factors.clock.now(), afterTimeStep);
}

/**
 * Takes a code of the member's enabled factor: an authenticator code not older than the newest
 * one taken (the row's step moves forward in one conditional update, so two calls with one code
 * cannot both pass), or an unused recovery code, which is spent. Refuses FACTOR_CODE_WRONG.
 */
async function takeCode(factors: Factors, memberId: string, code: string): Promise<void> {
  const { db, clock } = factors;
  const totp = await enabledTotp(db, memberId);
  assert(totp, 'a code is taken only for a member with a factor');
  const step = await totpStep(factors, openSecret(factors.key, totp.secret_sealed), code, Number(totp.last_time_step));
  if (step !== undefined) {
    const taken = await db
      .updateTable('member_totp')
      .set({ last_time_step: String(step) })
      .where('member_id', '=', memberId)
      .where('last_time_step', '<', String(step))
      .executeTakeFirst();
    if (taken.numUpdatedRows === 1n) return;
    throw new RuleViolation('FACTOR_CODE_WRONG');
  }
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: clock.now() })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', sha256Hex(normalizeRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) throw new RuleViolation('FACTOR_CODE_WRONG');
}

/**
 * The authenticator's check (at sign-in, and for changes of the app itself): nothing to do for a
 * member without the app; otherwise the code must be given (FACTOR_CODE_REQUIRED) and right
 * (FACTOR_CODE_WRONG). A code is taken once. Money and credential operations use
 * `checkSecondFactor` (factor-check.ts), which takes a passkey too.
 */
export async function checkTotpCode(factors: Factors, memberId: string, code: string | undefined): Promise<void> {
  if (!(await hasTotp(factors.db, memberId))) return;
  if (code === undefined || code.trim() === '') throw new RuleViolation('FACTOR_CODE_REQUIRED');
  await takeCode(factors, memberId, code.trim());
}

export async function factorStatus(db: Db, memberId: string) {
  const totp = await enabledTotp(db, memberId);
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    totpEnabled: totp !== undefined,
    totpEnabledAt: totp?.enabled_at?.toISOString() ?? null,
    recoveryCodesLeft: totp ? Number(left.count) : 0,
  };
}

/**
 * Starts an enrolment: a new secret, sealed and pending until a first code confirms it. The
 * secret and its otpauth URI are answered now and never again.
 */
export async function beginTotpEnrolment(factors: Factors, memberId: string) {
  const { db, clock, key } = factors;
  if (await hasTotp(db, memberId)) throw new RuleViolation('FACTOR_ALREADY_ENABLED');
  const member = await db.selectFrom('members').select('user_name').where('id', '=', memberId).executeTakeFirstOrThrow();
  const { secret, otpauthUri } = newTotpSecret(member.user_name);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('member_totp').where('member_id', '=', memberId).where('enabled_at', 'is', null).execute();
    await tx.insertInto('member_totp').values({ member_id: memberId, secret_sealed: sealSecret(key, secret), created_at: clock.now() }).execute();
  });
  return { secret, otpauthUri };
}

/** Ten fresh recovery codes replace any earlier ones; only their hashes are kept. */
async function replaceRecoveryCodes(tx: Tx, memberId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBase32(RECOVERY_CODE_LENGTH));
  assert(new Set(codes).size === RECOVERY_CODE_COUNT, 'recovery codes are distinct');
  await tx.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
  await tx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ member_id: memberId, code_hash: sha256Hex(code), created_at: now })))
    .execute();
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/**
 * Confirms an enrolment with the transaction password and a first valid code: the factor is
 * on from now, and its ten recovery codes are answered this once.
 */
export async function confirmTotpEnrolment(factors: Factors, memberId: string, input: { totpCode: string; transactionPassword: string }) {
  const { db, clock, key } = factors;
  await checkTransactionPassword(db, memberId, input.transactionPassword, clock.now());
  const row = await db.selectFrom('member_totp').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (row?.enabled_at) throw new RuleViolation('FACTOR_ALREADY_ENABLED');
  const now = clock.now();
  if (!row || now.getTime() - row.created_at.getTime() > ENROLMENT_TTL_MS) throw new RuleViolation('FACTOR_ENROLMENT_NOT_STARTED');
  const step = await totpStep(factors, openSecret(key, row.secret_sealed), input.totpCode.trim(), 0);
  if (step === undefined) throw new RuleViolation('FACTOR_CODE_WRONG');
  return db.transaction().execute(async (tx) => {
    const enabled = await tx
      .updateTable('member_totp')
      .set({ enabled_at: now, last_time_step: String(step) })
      .where('member_id', '=', memberId)
      .where('enabled_at', 'is', null)
      .where('secret_sealed', '=', row.secret_sealed)
      .executeTakeFirst();
    // Another tab began or confirmed an enrolment meanwhile: this one no longer stands.
    if (enabled.numUpdatedRows !== 1n) throw new RuleViolation('FACTOR_ENROLMENT_NOT_STARTED');
    const recoveryCodes = await replaceRecoveryCodes(tx, memberId, now);
    await recordCredentialChange(tx, memberId, now);
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'TOTP_ENABLED' }, { now });
    return { recoveryCodes };
  });
}

/** The checks before a change of the factor itself: transaction password, then a code of the factor. */
async function checkFactorChange(factors: Factors, memberId: string, input: { transactionPassword: string; totpCode?: string | undefined }) {
  await checkTransactionPassword(factors.db, memberId, input.transactionPassword, factors.clock.now());
  if (!(await hasTotp(factors.db, memberId))) throw new RuleViolation('FACTOR_NOT_ENABLED');
  // The app's own changes are proved by the app (or a recovery code), whatever else the member has.
  await checkTotpCode(factors, memberId, input.totpCode);
}

export async function disableTotp(factors: Factors, memberId: string, input: { transactionPassword: string; totpCode?: string | undefined }): Promise<void> {
  await checkFactorChange(factors, memberId, input);
  const now = factors.clock.now();
  await factors.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
    await tx.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
    await recordCredentialChange(tx, memberId, now);
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'TOTP_DISABLED' }, { now });
  });
}

export async function regenerateRecoveryCodes(factors: Factors, memberId: string, input: { transactionPassword: string; totpCode?: string | undefined }) {
  await checkFactorChange(factors, memberId, input);
  const now = factors.clock.now();
  return factors.db.transaction().execute(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, memberId, now);
    await recordCredentialChange(tx, memberId, now);
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'RECOVERY_CODES_REGENERATED' }, { now });
    return { recoveryCodes };
  });
}

/** A correct password of a member with a factor earns this ticket instead of a session. */
export async function openSignInChallenge(factors: Factors, memberId: string) {
  const { db, clock } = factors;
  const challenge = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS);
  await db.insertInto('factor_challenges').values({ token_hash: sha256Hex(challenge), member_id: memberId, created_at: now, expires_at: expiresAt }).execute();
  return { challenge, expiresAt };
}

/** An open sign-in ticket: not spent, not expired, not ended by wrong codes; else SIGN_IN_CHALLENGE_EXPIRED. */
export async function openTicket(factors: Factors, challenge: string) {
  const row = await factors.db
    .selectFrom('factor_challenges')
    .selectAll()
    .where('token_hash', '=', sha256Hex(challenge))
    .where('used_at', 'is', null)
    .where('expires_at', '>', factors.clock.now())
    .where('failures', '<', SIGN_IN_CHALLENGE_MAX_FAILURES)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('SIGN_IN_CHALLENGE_EXPIRED');
  return row;
}

/** A wrong code or passkey counts against the ticket. */
export async function countTicketFailure(factors: Factors, challenge: string): Promise<void> {
  await factors.db.updateTable('factor_challenges').set((eb) => ({ failures: eb('failures', '+', 1) })).where('token_hash', '=', sha256Hex(challenge)).execute();
}

/** Spends the ticket once (of two parallel calls only one succeeds). */
export async function spendTicket(factors: Factors, challenge: string): Promise<void> {
  const spent = await factors.db
    .updateTable('factor_challenges')
    .set({ used_at: factors.clock.now() })
    .where('token_hash', '=', sha256Hex(challenge))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) throw new RuleViolation('SIGN_IN_CHALLENGE_EXPIRED');
}

/**
 * Exchanges a sign-in ticket and a code for the member's id (the caller opens the session).
 * The ticket is spent on success; a few wrong codes or its time running out end it
 * (SIGN_IN_CHALLENGE_EXPIRED), and the member signs in with the password again.
 */
export async function completeSignInChallenge(factors: Factors, challenge: string, code: string): Promise<string> {
  const row = await openTicket(factors, challenge);
  if (!(await hasTotp(factors.db, row.member_id))) throw new RuleViolation('FACTOR_NOT_ENABLED');
  try {
    await checkTotpCode(factors, row.member_id, code);
  } catch (error) {
    if (error instanceof RuleViolation && error.reason === 'FACTOR_CODE_WRONG') await countTicketFailure(factors, challenge);
    throw error;
  }
  await spendTicket(factors, challenge);
  return row.member_id;
}

/**
 * An operator removes a member's factors after checking who they are: the reset is recorded
 * (who, when, why) and the member told, in one transaction.
 */
export async function resetFactors(factors: Factors, memberId: string, input: { operator: string; reason: string }) {
  const { db, clock } = factors;
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('member_totp').where('member_id', '=', memberId).returning('enabled_at').execute();
    await tx.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
    const passkeys = await tx.deleteFrom('passkeys').where('member_id', '=', memberId).returning('id').execute();
    await tx.updateTable('factor_challenges').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
    const id = newId('fcr');
    await tx.insertInto('factor_resets').values({ id, member_id: memberId, operator: input.operator, reason: input.reason, created_at: now }).execute();
    // After a reset the account is back to a password alone: whoever asked support may not be the owner.
    await recordCredentialChange(tx, memberId, now);
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'FACTORS_RESET' }, { now });
    return { resetId: id, hadTotp: removed.some((row) => row.enabled_at !== null), passkeysRemoved: passkeys.length, resetAt: now.toISOString() };
  });
}
