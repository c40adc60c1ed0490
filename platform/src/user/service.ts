import type { Locale } from '@portal/envelope/catalogue';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { FieldCheck, FieldViolations, RuleViolation } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { openMemberAccounts } from '../ledger/ledger.ts';
import { newId, randomDigits } from '../lib/ids.ts';
import { isPlainUserName } from '../lib/member-text.ts';
import { safeEqualHex, sha256Hex } from '../lib/secrets.ts';
import type { Clock } from '../lib/time.ts';
import type { OutgoingMessage } from '../plugins/mailer.ts';
import { consumeCaptcha } from '../captcha/captcha.ts';
import { isCountryCode } from '../country/countries.ts';
import { hashPassword, LOGIN_PASSWORD_MIN, TRANSACTION_PASSWORD_MIN, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../lib/passwords.ts';
import { newReferralId, normalizeReferralId } from './referral-id.ts';
import { openSession, revokeMemberSessions, type SessionPolicy } from './sessions.ts';
import { joinTree } from '../team/tree.ts';
import { notify } from '../notifications/service.ts';
import type { Tx } from '../db/database.ts';
import { checkSecondFactor, secondFactorsOf, type SecondFactorProof } from '../security/factor-check.ts';
import { completeSignInChallenge, openSignInChallenge, type Factors } from '../security/second-factor.ts';
import { completePasswordlessSignIn, completeSignInWithPasskey } from '../security/passkeys.ts';
import { recordSignIn } from '../security/sign-in-history.ts';
import { createFreezeLink } from '../security/freeze.ts';
import { recordCredentialChange } from '../security/credential-pause.ts';
import { verifyTransactionPassword } from '../security/transaction-password.ts';

/** Who is calling: the language they read, and the device (user agent and address) they call from. */
export interface ClientInfo {
  locale: Locale;
  address: string;
  userAgent: string;
}

/**
 * A device is a user agent at an address (docs/notifications.md, "New device"): stored as a hash
 * only. A sign-in from one this member has not signed in from before tells them so, unless it
 * is their first device (registration records that one). Also stores the language the member
 * reads, for email and push.
 */
async function recordDevice(tx: Tx, memberId: string, client: ClientInfo, now: Date, announce: { publicWebUrl: string } | false): Promise<void> {
  await tx.updateTable('members').set({ locale: client.locale }).where('id', '=', memberId).where('locale', '<>', client.locale).execute();
  const deviceHash = sha256Hex(`${client.userAgent.slice(0, 512)}\n${client.address}`);
  const known = await tx.selectFrom('member_devices').select('device_hash').where('member_id', '=', memberId).limit(2).execute();
  const inserted = await tx
    .insertInto('member_devices')
    .values({ member_id: memberId, device_hash: deviceHash, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'device_hash']).doUpdateSet({ last_seen_at: now }))
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
  if (announce && inserted.inserted && known.length > 0) {
    // With a single-use link that freezes the account, in the email and the inbox (docs/security.md).
    const freezeToken = await createFreezeLink(tx, memberId, now);
    const freezeUrl = `${announce.publicWebUrl}/#/freeze?token=${encodeURIComponent(freezeToken)}`;
    await notify(tx, memberId, 'SIGN_IN_NEW_DEVICE', { outcome: 'FREEZE_LINK', device: describeUserAgent(client.userAgent), address: client.address, freezeToken, freezeUrl }, { now });
  }
}

/** A user agent as a person recognizes it, short: the browser's own words, cut to 120 characters. */
function describeUserAgent(userAgent: string): string {
  const trimmed = userAgent.trim();
  return trimmed.length === 0 ? '?' : trimmed.slice(0, 120);
}

/**
 * Failed-login limits within `windowMs`: one name at one address is locked after `perAccount`
 * (that address only), every name at one address after `perAddress`; one name from every address
 * locks nothing but asks for a captcha after `captchaAfter` (docs/security.md, "Sign-in limits").
 */
export interface LoginLimits {
  perAccount: number;
  captchaAfter: number;
  perAddress: number;
  windowMs: number;
}

/** The part of the platform's configuration that sign-in and sessions run on. */
export interface UserConfig {
  session: SessionPolicy;
  loginLimits: LoginLimits;
  /** Where members open the web app: the freeze link of a new-device notice points there. */
  publicWebUrl: string;
}

export interface UserDeps {
  db: Db;
  clock: Clock;
  config: UserConfig;
  sendMessage(message: OutgoingMessage): Promise<void>;
  factors: Factors;
}

export const RESET_CODE_TTL_MS = 10 * 60_000;
const RESET_CODE_RESEND_MS = 60_000;
const RESET_CODE_MAX_ATTEMPTS = 5;

function checkNewPassword(password: string, confirmation: string, min: number): void {
  if (password.length < min) throw new RuleViolation('PASSWORD_TOO_SHORT', { min });
  if (password !== confirmation) throw new RuleViolation('PASSWORD_MISMATCH');
}

/** A new password and its confirmation, checked into `check` under the given field names. */
function checkNewPasswordFields(check: FieldCheck, fields: { password: string; confirmation: string }, password: string, confirmation: string, min: number): void {
  if (password.length < min) check.add(fields.password, 'PASSWORD_TOO_SHORT', { min });
  else if (password !== confirmation) check.add(fields.confirmation, 'PASSWORD_MISMATCH');
}

export interface Registration {
  userName: string;
  password: string;
  confirmPassword: string;
  transactionPassword: string;
  countryCode: string;
  referralId: string;
  captchaId: string;
  captchaCode: string;
  email?: string | undefined;
}

export async function register(deps: UserDeps, input: Registration, client: ClientInfo) {
  // First the form itself, every field at once, without spending the captcha: the member fixes
  // everything in one go.
  const form = new FieldCheck();
  if (/\s/.test(input.userName)) form.add('userName', 'USERNAME_HAS_SPACES');
  else if (!isPlainUserName(input.userName)) form.add('userName', 'USERNAME_CHARACTERS');
  checkNewPasswordFields(form, { password: 'password', confirmation: 'confirmPassword' }, input.password, input.confirmPassword, LOGIN_PASSWORD_MIN);
  if (input.transactionPassword.length < TRANSACTION_PASSWORD_MIN) form.add('transactionPassword', 'PASSWORD_TOO_SHORT', { min: TRANSACTION_PASSWORD_MIN });
  else if (input.transactionPassword === input.password) form.add('transactionPassword', 'TRANSACTION_PASSWORD_SAME_AS_LOGIN');
  if (!isCountryCode(input.countryCode)) form.add('countryCode', 'COUNTRY_UNKNOWN');
  form.throwIfAny();

  // Then the captcha, spent either way; only after it the checks that read other members, so
  // the form cannot be used to probe names or referral ids.
  const captcha = new FieldCheck();
  if (!(await consumeCaptcha(deps.db, deps.clock, input.captchaId, input.captchaCode))) captcha.add('captchaCode', 'CAPTCHA_INVALID');
  captcha.throwIfAny();

  const members = new FieldCheck();
  const sponsor = await deps.db
    .selectFrom('members')
    .select('id')
    .where('referral_id', '=', normalizeReferralId(input.referralId))
    .executeTakeFirst();
  if (!sponsor) members.add('referralId', 'REFERRAL_NOT_FOUND');
  const taken = await deps.db.selectFrom('members').select('id').where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase())).executeTakeFirst();
  if (taken) members.add('userName', 'USERNAME_TAKEN');
  if (!sponsor || taken) throw new FieldViolations(members.issues);

  const [passwordHash, transactionPasswordHash] = await Promise.all([hashPassword(input.password), hashPassword(input.transactionPassword)]);
  const id = newId('usr');
  const referralId = newReferralId();
  try {
    await deps.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('members')
        .values({
          id,
          user_name: input.userName,
          password_hash: passwordHash,
          transaction_password_hash: transactionPasswordHash,
          country_code: input.countryCode,
          email: input.email ?? null,
          referral_id: referralId,
          sponsor_id: sponsor.id,
          locale: client.locale,
        })
        .execute();
      await openMemberAccounts(tx, id);
      await joinTree(tx, id, sponsor.id);
      await recordDevice(tx, id, client, deps.clock.now(), false);
      // Registering signs the member in: the history's first row is that session's device.
      await recordSignIn(tx, deps.clock.now(), { memberId: id }, 'SUCCESS', client);
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, the loser is told plainly.
    if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes('user_name')) {
      throw new RuleViolation('USERNAME_TAKEN');
    }
    throw error;
  }
  // The new member is signed in at once, with the session `login` would open.
  return { userId: id, referralId, ...(await sessionAnswer(deps, id, client)) };
}

async function sessionAnswer({ db, clock, config }: UserDeps, memberId: string, client: ClientInfo) {
  const session = await openSession(db, clock, config.session, memberId, client);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: Math.floor(config.session.idleMs / 1000),
  };
}

/** The login form: the name and password, and the captcha once one is asked for (CAPTCHA_REQUIRED). */
export interface LoginInput {
  userName: string;
  password: string;
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
}

export async function login(deps: UserDeps, input: LoginInput & { address: string }, client: ClientInfo) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - config.loginLimits.windowMs);
  const minutes = Math.ceil(config.loginLimits.windowMs / 60_000);
  // Each attempt is written down before it is judged and counts itself: of many parallel
  // guesses, at most the limit get as far as a password check. It stays as the failure
  // record when the password is wrong, and is taken back otherwise.
  const attempt = await db
    .insertInto('login_failures')
    .values({ user_name: input.userName.slice(0, 64), address: input.address.slice(0, 64), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const takeBack = () => db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
  const userName = input.userName.slice(0, 64).toLowerCase();
  const address = input.address.slice(0, 64);
  const failures = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere(eb(eb.fn('lower', ['user_name']), '=', userName)).as('byAccount'),
      eb.fn.countAll<number>().filterWhere((w) => w.and([w(w.fn('lower', ['user_name']), '=', userName), w('address', '=', address)])).as('byPair'),
      eb.fn.countAll<number>().filterWhere('address', '=', address).as('byAddress'),
    ])
    .where((eb) => eb.or([eb(eb.fn('lower', ['user_name']), '=', userName), eb('address', '=', address)]))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  // One name at one address is what a member who mistyped meets, and what a guesser at one
  // address meets; the address across names stops spraying from one place without locking out
  // every member behind a shared address (an office, a carrier NAT). Nothing locks a name at
  // every address: anyone could then lock its owner out.
  const limits = config.loginLimits;
  if (Number(failures.byPair) > limits.perAccount || Number(failures.byAddress) > limits.perAddress) {
    // A refused attempt does not lengthen the lockout.
    await takeBack();
    await recordSignIn(db, now, { userName: input.userName }, 'TOO_MANY_ATTEMPTS', client);
    throw new RuleViolation('TOO_MANY_ATTEMPTS', { minutes });
  }
  // Guessing one name from many addresses costs a solved captcha per guess instead. The count
  // includes this attempt, so `captchaAfter` failures before it ask for one. Neither a missing
  // nor a wrong captcha is a password attempt: both are taken back.
  if (Number(failures.byAccount) > limits.captchaAfter) {
    if (!input.captchaId || !input.captchaCode) {
      await takeBack();
      throw new RuleViolation('CAPTCHA_REQUIRED');
    }
    if (!(await consumeCaptcha(db, clock, input.captchaId, input.captchaCode))) {
      await takeBack();
      throw new FieldViolations([{ path: 'captchaCode', reason: 'CAPTCHA_INVALID' }]);
    }
  }

  const member = await db
    .selectFrom('members')
    .select(['id', 'password_hash', 'banned_at'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase()))
    .executeTakeFirst();
  // Verify against a dummy hash when the name is unknown, so timing does not tell names apart.
  const passwordOk = await verifyPassword(member?.password_hash ?? UNUSABLE_PASSWORD_HASH, input.password);
  if (member && !passwordOk) await recordSignIn(db, now, { memberId: member.id }, 'WRONG_PASSWORD', client);
  if (!member || !passwordOk) throw new RuleViolation('WRONG_CREDENTIALS');
  if (member.banned_at) {
    await takeBack();
    await recordSignIn(db, now, { memberId: member.id }, 'BANNED', client);
    throw new RuleViolation('ACCOUNT_BANNED');
  }
  // A success clears this name's failures at this address only: another address's guesses
  // still count towards the name's any-address limit.
  await db.deleteFrom('login_failures').where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName)).where('address', '=', address).execute();
  // A member with a second factor gets a short-lived ticket instead of a session: the session
  // opens when `completeLogin` receives the ticket with a code (docs/security.md). The sign-in
  // is recorded (history, new device) when it completes.
  // Either factor answers the second step: the authenticator's code or a passkey.
  const { totp, passkey } = await secondFactorsOf(db, member.id);
  const factors = [...(totp ? (['TOTP'] as const) : []), ...(passkey ? (['PASSKEY'] as const) : [])];
  if (factors.length > 0) {
    const challenge = await openSignInChallenge(deps.factors, member.id);
    return { factorRequired: true as const, factors, challenge: challenge.challenge, challengeExpiresAt: challenge.expiresAt.toISOString() };
  }
  await recordCompletedSignIn(deps, member.id, client, now);
  return { factorRequired: false as const, ...(await sessionAnswer(deps, member.id, client)) };
}

/** The second step of a sign-in with a factor: the ticket `login` gave and a code open the session. */
export async function completeLogin(deps: UserDeps, input: { challenge: string; totpCode: string }, client: ClientInfo) {
  const memberId = await completeSignInChallenge(deps.factors, input.challenge, input.totpCode);
  const member = await deps.db.selectFrom('members').select('banned_at').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (member.banned_at) throw new RuleViolation('ACCOUNT_BANNED');
  await recordCompletedSignIn(deps, memberId, client, deps.clock.now());
  return sessionAnswer(deps, memberId, client);
}

/** The second step of a sign-in with a factor: the ticket `login` gave and a passkey's assertion open the session. */
export async function completeLoginWithPasskey(deps: UserDeps, input: { challenge: string; credential: string }, client: ClientInfo) {
  const memberId = await completeSignInWithPasskey(deps.factors, input.challenge, input.credential);
  return openSignedInSession(deps, memberId, client);
}

/**
 * A sign-in with a passkey alone (no user name, no password): the passkey names its member. A
 * banned member is refused and a frozen one signs in, as with the password (docs/security.md).
 * The passkey verified the member (user verification required), so no second factor is asked.
 */
export async function passkeyLogin(deps: UserDeps, input: { credential: string }, client: ClientInfo) {
  const memberId = await completePasswordlessSignIn(deps.factors, input.credential);
  return openSignedInSession(deps, memberId, client);
}

async function openSignedInSession(deps: UserDeps, memberId: string, client: ClientInfo) {
  const now = deps.clock.now();
  const member = await deps.db.selectFrom('members').select('banned_at').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (member.banned_at) {
    await recordSignIn(deps.db, now, { memberId }, 'BANNED', client);
    throw new RuleViolation('ACCOUNT_BANNED');
  }
  await recordCompletedSignIn(deps, memberId, client, now);
  return sessionAnswer(deps, memberId, client);
}

/** A sign-in that opens a session: its device (a new one is told to the member) and its history row. */
async function recordCompletedSignIn({ db, config }: UserDeps, memberId: string, client: ClientInfo, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await recordDevice(tx, memberId, client, now, { publicWebUrl: config.publicWebUrl });
    await recordSignIn(tx, now, { memberId }, 'SUCCESS', client);
  });
}

/** Always answers the same, whether or not the name exists, so it cannot be used to find members. */
export async function sendResetCode(deps: UserDeps, input: { userName: string; locale: Locale }): Promise<void> {
  const { db, clock } = deps;
  const member = await db
    .selectFrom('members')
    .select(['id', 'email', 'banned_at'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase()))
    .where('sponsor_id', 'is not', null)
    .executeTakeFirst();
  if (!member || member.banned_at) return;
  const now = clock.now();
  const recent = await db
    .selectFrom('verification_codes')
    .select('id')
    .where('member_id', '=', member.id)
    .where('purpose', '=', 'RESET_PASSWORD')
    .where('created_at', '>', new Date(now.getTime() - RESET_CODE_RESEND_MS))
    .executeTakeFirst();
  if (recent) return;

  const code = randomDigits(6);
  await db.transaction().execute(async (tx) => {
    // A new code replaces any earlier one.
    await tx.updateTable('verification_codes').set({ used_at: now }).where('member_id', '=', member.id).where('used_at', 'is', null).execute();
    await tx
      .insertInto('verification_codes')
      .values({ id: newId('vc'), member_id: member.id, purpose: 'RESET_PASSWORD', code_hash: sha256Hex(code), created_at: now, expires_at: new Date(now.getTime() + RESET_CODE_TTL_MS) })
      .execute();
  });
  await deps.sendMessage({
    memberId: member.id,
    email: member.email,
    locale: input.locale,
    subject: translate(input.locale, 'RESET_CODE_SUBJECT'),
    body: translate(input.locale, 'RESET_CODE_BODY', { code, minutes: RESET_CODE_TTL_MS / 60_000 }),
  });
}

export async function resetPassword(
  deps: UserDeps,
  input: { userName: string; verifyCode: string; password: string; confirmPassword: string },
): Promise<void> {
  const { db, clock } = deps;
  checkNewPassword(input.password, input.confirmPassword, LOGIN_PASSWORD_MIN);
  const now = clock.now();
  const member = await db
    .selectFrom('members')
    .select(['id', 'transaction_password_hash'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase()))
    .executeTakeFirst();
  const code = member
    ? await db
        .selectFrom('verification_codes')
        .select(['id', 'code_hash', 'attempts'])
        .where('member_id', '=', member.id)
        .where('purpose', '=', 'RESET_PASSWORD')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
    : undefined;
  if (!member || !code || code.attempts >= RESET_CODE_MAX_ATTEMPTS) throw new RuleViolation('VERIFY_CODE_INVALID');
  // An attempt is counted before the code is compared, in one statement, so parallel
  // guesses cannot compare more than the allowed number between them.
  const counted = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', code.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', RESET_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw new RuleViolation('VERIFY_CODE_INVALID');
  if (!safeEqualHex(code.code_hash, sha256Hex(input.verifyCode.trim()))) throw new RuleViolation('VERIFY_CODE_INVALID');
  // Only behind a right code, which stays unspent: the member picks another password and sends
  // the same code again.
  if (await verifyPassword(member.transaction_password_hash, input.password)) {
    const check = new FieldCheck();
    check.add('password', 'LOGIN_PASSWORD_SAME_AS_TRANSACTION');
    check.throwIfAny();
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (tx) => {
    const spent = await tx.updateTable('verification_codes').set({ used_at: now }).where('id', '=', code.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new RuleViolation('VERIFY_CODE_INVALID');
    await tx.updateTable('members').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', member.id).execute();
    await notify(tx, member.id, 'SECURITY_CHANGED', { change: 'PASSWORD_RESET' }, { now });
    await recordCredentialChange(tx, member.id, now);
  });
  await revokeMemberSessions(db, clock, member.id);
}

export async function memberProfile(db: Db, memberId: string) {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('members as s', 's.id', 'm.sponsor_id')
    .select([
      'm.id', 'm.user_name', 'm.country_code', 'm.email', 'm.referral_id', 's.user_name as sponsor_user_name', 'm.level',
      'm.commitment_package_status', 'm.otc_status', 'm.matching_code_status', 'm.agree_status', 'm.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('kyc_submissions as k')
        .select('k.status')
        .whereRef('k.member_id', '=', 'm.id')
        .orderBy('k.created_at', 'desc')
        .orderBy('k.id', 'desc')
        .limit(1)
        .as('kyc_status'),
    )
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    userName: row.user_name,
    countryCode: row.country_code,
    email: row.email,
    referralId: row.referral_id,
    sponsorUserName: row.sponsor_user_name,
    level: row.level,
    commitmentPackageStatus: row.commitment_package_status,
    otcStatus: row.otc_status,
    matchingCodeStatus: row.matching_code_status,
    agreeStatus: row.agree_status,
    /** NONE before any identity verification, else the latest one's PENDING, PASSED or FAILED. */
    kycStatus: row.kyc_status ?? 'NONE',
    createdAt: row.created_at.toISOString(),
  };
}

export async function changePassword(
  deps: UserDeps,
  member: { id: string; tokenHash: string },
  input: { oldPassword: string; password: string; confirmPassword: string } & SecondFactorProof,
): Promise<void> {
  const { db, clock } = deps;
  const row = await db
    .selectFrom('members')
    .select(['password_hash', 'transaction_password_hash'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  // Every bad field at once: a wrong current password and a too-short new one are both shown.
  const check = new FieldCheck();
  const oldRight = await verifyPassword(row.password_hash, input.oldPassword);
  if (!oldRight) check.add('oldPassword', 'WRONG_PASSWORD');
  checkNewPasswordFields(check, { password: 'password', confirmation: 'confirmPassword' }, input.password, input.confirmPassword, LOGIN_PASSWORD_MIN);
  if (!check.has('password')) {
    if (input.password === input.oldPassword) check.add('password', 'PASSWORD_SAME_AS_CURRENT');
    // Compared with the transaction password only behind the right current one, so the form
    // tells nothing about the transaction password to whoever holds just the session.
    else if (oldRight && (await verifyPassword(row.transaction_password_hash, input.password))) check.add('password', 'LOGIN_PASSWORD_SAME_AS_TRANSACTION');
  }
  check.throwIfAny();
  await checkSecondFactor(deps.factors, member.id, input);
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('members').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', member.id).execute();
    await notify(tx, member.id, 'SECURITY_CHANGED', { change: 'PASSWORD' }, { now });
    await recordCredentialChange(tx, member.id, now);
  });
  // Whoever else holds a session of this member is signed out; this device stays in.
  await revokeMemberSessions(db, clock, member.id, member.tokenHash);
}

export async function changeTransactionPassword(
  deps: UserDeps,
  memberId: string,
  input: { oldTransactionPassword: string; transactionPassword: string; confirmTransactionPassword: string } & SecondFactorProof,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const row = await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  const check = new FieldCheck();
  // The current transaction password counts towards the same attempt limit as money operations.
  if (!(await verifyTransactionPassword(db, memberId, input.oldTransactionPassword, now))) check.add('oldTransactionPassword', 'WRONG_TRANSACTION_PASSWORD');
  checkNewPasswordFields(
    check,
    { password: 'transactionPassword', confirmation: 'confirmTransactionPassword' },
    input.transactionPassword,
    input.confirmTransactionPassword,
    TRANSACTION_PASSWORD_MIN,
  );
  if (!check.has('transactionPassword') && (await verifyPassword(row.password_hash, input.transactionPassword))) {
    check.add('transactionPassword', 'TRANSACTION_PASSWORD_SAME_AS_LOGIN');
  }
  check.throwIfAny();
  await checkSecondFactor(deps.factors, memberId, input);
  const hash = await hashPassword(input.transactionPassword);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('members').set({ transaction_password_hash: hash, updated_at: now }).where('id', '=', memberId).execute();
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'TRANSACTION_PASSWORD' }, { now });
    await recordCredentialChange(tx, memberId, now);
  });
}
