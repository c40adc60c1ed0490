import type { Db } from '../db/database.ts';
import { FieldViolations } from '../errors.ts';
import { notify } from '../notifications/service.ts';
import { checkSecondFactor, type SecondFactorProof } from './factor-check.ts';
import type { Factors } from './second-factor.ts';
import { checkTransactionPassword } from './transaction-password.ts';

/** Characters (code points, after trimming), so a phrase in any script has the same room. */
export const ANTI_PHISHING_CODE_MIN = 4;
export const ANTI_PHISHING_CODE_MAX = 32;

/**
 * Letters and their combining marks in any script, decimal digits in any script, and single
 * spaces. Punctuation, symbols and emoji are left out, and so are control, format (direction
 * marks, zero-width characters) and other space characters: each could make two phrases look
 * alike, or make the phrase read otherwise in an email.
 */
const ALLOWED = /^[\p{L}\p{M}\p{Nd}]+(?: [\p{L}\p{M}\p{Nd}]+)*$/u;

/** What the settings page shows: whether a code is set, and the code itself (the member set it to recognise it). */
export interface AntiPhishingState {
  set: boolean;
  code: string | null;
}

/**
 * The code as stored, or the field refusals: composed (NFC) so one phrase typed on two keyboards
 * is one phrase, spaces around it trimmed and runs of spaces inside made one (HTML would show
 * them as one anyway).
 */
export function normalizeAntiPhishingCode(raw: string): string {
  const code = raw.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const length = [...code].length;
  if (length < ANTI_PHISHING_CODE_MIN || length > ANTI_PHISHING_CODE_MAX) {
    throw new FieldViolations([{ path: 'antiPhishingCode', reason: 'ANTI_PHISHING_CODE_LENGTH', params: { min: ANTI_PHISHING_CODE_MIN, max: ANTI_PHISHING_CODE_MAX } }]);
  }
  if (!ALLOWED.test(code)) throw new FieldViolations([{ path: 'antiPhishingCode', reason: 'ANTI_PHISHING_CODE_CHARACTERS' }]);
  return code;
}

export async function antiPhishingState(db: Db, memberId: string): Promise<AntiPhishingState> {
  const row = await db.selectFrom('members').select('anti_phishing_code').where('id', '=', memberId).executeTakeFirstOrThrow();
  return { set: row.anti_phishing_code !== null, code: row.anti_phishing_code };
}

interface Credentials extends SecondFactorProof {
  transactionPassword: string;
}

/** Like the other credential changes: the transaction password, then a code when the member has a factor. */
async function checkCredentials(factors: Factors, memberId: string, input: Credentials): Promise<void> {
  await checkTransactionPassword(factors.db, memberId, input.transactionPassword, factors.clock.now());
  await checkSecondFactor(factors, memberId, input);
}

/**
 * Writes the member's code (null clears it) and tells the member in the same transaction. Setting
 * the code it already has, or clearing none, changes nothing and sends nothing.
 */
async function writeCode(factors: Factors, memberId: string, code: string | null): Promise<AntiPhishingState> {
  const now = factors.clock.now();
  return factors.db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('members').select('anti_phishing_code').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    if (before.anti_phishing_code !== code) {
      await tx.updateTable('members').set({ anti_phishing_code: code }).where('id', '=', memberId).execute();
      const change = code === null ? 'ANTI_PHISHING_CODE_CLEARED' : before.anti_phishing_code === null ? 'ANTI_PHISHING_CODE_SET' : 'ANTI_PHISHING_CODE_CHANGED';
      await notify(tx, memberId, 'SECURITY_CHANGED', { change }, { now });
    }
    return { set: code !== null, code };
  });
}

/** Sets or changes the code: checked first, so a bad phrase spends neither a password attempt nor a code. */
export async function setAntiPhishingCode(factors: Factors, memberId: string, input: Credentials & { antiPhishingCode: string }): Promise<AntiPhishingState> {
  const code = normalizeAntiPhishingCode(input.antiPhishingCode);
  await checkCredentials(factors, memberId, input);
  return writeCode(factors, memberId, code);
}

export async function clearAntiPhishingCode(factors: Factors, memberId: string, input: Credentials): Promise<AntiPhishingState> {
  await checkCredentials(factors, memberId, input);
  return writeCode(factors, memberId, null);
}
