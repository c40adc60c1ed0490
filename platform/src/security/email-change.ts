import type { Db } from '../db/database.ts';
import { FieldViolations, RuleViolation } from '../errors.ts';
import { newId, randomDigits } from '../lib/ids.ts';
import { safeEqualHex, sha256Hex } from '../lib/secrets.ts';
import { emailChannelOn, notify } from '../notifications/service.ts';
import { recordCredentialChange } from './credential-pause.ts';
import { checkSecondFactor, type SecondFactorProof } from './factor-check.ts';
import type { Factors } from './second-factor.ts';
import { checkTransactionPassword } from './transaction-password.ts';

/** How long the code sent to the new address works. */
export const EMAIL_CODE_TTL_MS = 15 * 60_000;
/** Wrong codes before a pending change is spent: a six-digit code cannot be guessed in five. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Begins per member and hour: each sends a mail to an address the member names, so it is bounded. */
export const EMAIL_CHANGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** What the settings page shows: the address on file, and the change waiting for its code. */
export interface EmailState {
  email: string | null;
  /** The address the code went to, whole: the member typed it a moment ago and checks it for a typo. */
  pending: { email: string; expiresAt: string } | null;
  /** Whether this installation sends email at all: without it no code can arrive, so no change can begin. */
  canSend: boolean;
}

interface Credentials extends SecondFactorProof {
  transactionPassword: string;
}

/** `a***@example.com`: enough for the owner to recognise an address, in an alert that others may see over their shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

export async function emailState(db: Db, memberId: string, now: Date): Promise<EmailState> {
  const [member, pending, canSend] = await Promise.all([
    db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('email_changes')
      .select(['new_email', 'expires_at'])
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
      .executeTakeFirst(),
    emailChannelOn(db),
  ]);
  return { email: member.email, pending: pending ? { email: pending.new_email, expiresAt: pending.expires_at.toISOString() } : null, canSend };
}

/**
 * Starts adding or changing the member's address: the checks of every credential change (the
 * transaction password, then the second factor), then a six-digit code to the NEW address through
 * the notification outbox, in the member's language. Only its hash is kept; a new begin replaces
 * the change waiting. Two members may share an address, as at registration (docs/security.md).
 */
export async function beginEmailChange(factors: Factors, memberId: string, input: Credentials & { email: string }): Promise<EmailState> {
  const email = input.email.trim();
  const now = factors.clock.now();
  const current = await factors.db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (current.email !== null && current.email.toLowerCase() === email.toLowerCase()) throw new FieldViolations([{ path: 'email', reason: 'EMAIL_UNCHANGED' }]);
  if (!(await emailChannelOn(factors.db))) throw new RuleViolation('EMAIL_SENDING_OFF');
  const recent = await factors.db
    .selectFrom('email_changes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= EMAIL_CHANGES_PER_HOUR) throw new RuleViolation('EMAIL_CHANGE_TOO_MANY', { max: EMAIL_CHANGES_PER_HOUR });

  await checkTransactionPassword(factors.db, memberId, input.transactionPassword, now);
  await checkSecondFactor(factors, memberId, input);

  const code = randomDigits(6);
  await factors.db.transaction().execute(async (tx) => {
    await tx.updateTable('email_changes').set({ ended_at: now }).where('member_id', '=', memberId).where('ended_at', 'is', null).execute();
    await tx
      .insertInto('email_changes')
      .values({ id: newId('emc'), member_id: memberId, new_email: email, code_hash: sha256Hex(code), created_at: now, expires_at: new Date(now.getTime() + EMAIL_CODE_TTL_MS) })
      .execute();
    // The code rides in the notification until its mail has left; the dispatcher then erases it.
    await notify(tx, memberId, 'EMAIL_CHANGE_CODE', { email, code, minutes: EMAIL_CODE_TTL_MS / 60_000 }, { now, emailTo: email });
  });
  return emailState(factors.db, memberId, now);
}

/** A refusal of the code, said beside its field: wrong (with the tries left), or expired or spent. */
function codeRefused(reason: 'EMAIL_CODE_WRONG' | 'EMAIL_CODE_EXPIRED', params: Record<string, number> = {}): FieldViolations {
  return new FieldViolations([{ path: 'verifyCode', reason, params }]);
}

/**
 * Confirms the change with the code from the new address. Each try is counted before the code is
 * compared, in one statement, so parallel guesses share the five. On success the address changes
 * and SECURITY_CHANGED goes out on every channel, its email to the OLD address when there was
 * one: an owner whose account was taken over learns it where the taker cannot hide it.
 */
export async function confirmEmailChange(factors: Factors, memberId: string, input: { verifyCode: string }): Promise<EmailState> {
  const { db } = factors;
  const now = factors.clock.now();
  const pending = await db
    .selectFrom('email_changes')
    .select(['id', 'new_email', 'code_hash', 'attempts', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!pending) throw new RuleViolation('EMAIL_CHANGE_NOT_STARTED');
  if (pending.expires_at <= now || pending.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw codeRefused('EMAIL_CODE_EXPIRED');
  const counted = await db
    .updateTable('email_changes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', pending.id)
    .where('ended_at', 'is', null)
    .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw codeRefused('EMAIL_CODE_EXPIRED');
  if (!safeEqualHex(pending.code_hash, sha256Hex(input.verifyCode.trim()))) {
    const left = EMAIL_CODE_MAX_ATTEMPTS - counted.attempts;
    throw left > 0 ? codeRefused('EMAIL_CODE_WRONG', { left }) : codeRefused('EMAIL_CODE_EXPIRED');
  }

  await db.transaction().execute(async (tx) => {
    const ended = await tx.updateTable('email_changes').set({ ended_at: now }).where('id', '=', pending.id).where('ended_at', 'is', null).executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) throw new RuleViolation('EMAIL_CHANGE_NOT_STARTED');
    const before = await tx.selectFrom('members').select('email').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    await tx.updateTable('members').set({ email: pending.new_email, updated_at: now }).where('id', '=', memberId).execute();
    const change = before.email === null ? 'EMAIL_ADDED' : 'EMAIL_CHANGED';
    await notify(tx, memberId, 'SECURITY_CHANGED', { change, email: maskEmail(pending.new_email) }, { now, emailTo: before.email ?? undefined });
    // The address receives password-reset codes: like a password change, withdrawals wait a day.
    await recordCredentialChange(tx, memberId, now);
  });
  return emailState(db, memberId, now);
}
