import type { Db, Tx } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { confirmWithPasskey } from './passkeys.ts';
import { checkTotpCode, type Factors } from './second-factor.ts';
import { checkTransactionPassword } from './transaction-password.ts';

/** What an operation's input may carry to prove the second factor: the authenticator's code, or a passkey's assertion (JSON). */
export interface SecondFactorProof {
  totpCode?: string | undefined;
  passkeyAssertion?: string | undefined;
}

/** Which second factors a member has on, in one statement: the authenticator app (enabled) and any passkey. */
export async function secondFactorsOf(db: Db | Tx, memberId: string): Promise<{ totp: boolean; passkey: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('member_totp').select('member_id').where('member_id', '=', memberId).where('enabled_at', 'is not', null)).as('totp'),
      eb.exists(eb.selectFrom('passkeys').select('id').where('member_id', '=', memberId)).as('passkey'),
    ])
    .executeTakeFirstOrThrow();
  return { totp: Boolean(row.totp), passkey: Boolean(row.passkey) };
}

/**
 * The second-factor check beside the transaction password, made by every money and credential
 * operation (docs/security.md, "A passkey as the second factor"). Nothing to do for a member with
 * neither factor. A member with a passkey may answer with an assertion over a confirmation
 * challenge (spent once, bound to the member); a member with the authenticator app may answer
 * with its code. Without either: FACTOR_CODE_REQUIRED when the app is on (its field is on the
 * form), PASSKEY_CONFIRMATION_REQUIRED for a member whose only factor is a passkey.
 */
export async function checkSecondFactor(factors: Factors, memberId: string, proof: SecondFactorProof): Promise<void> {
  const { totp, passkey } = await secondFactorsOf(factors.db, memberId);
  if (!totp && !passkey) return;
  const assertion = proof.passkeyAssertion?.trim();
  if (passkey && assertion) return confirmWithPasskey(factors, memberId, assertion);
  if (totp) return checkTotpCode(factors, memberId, proof.totpCode);
  throw new RuleViolation('PASSKEY_CONFIRMATION_REQUIRED');
}

/**
 * The checks before adding or removing a passkey, as for every credential change: the
 * transaction password, then the second factor (the app's code or one of the member's passkeys).
 */
export async function checkPasskeyChange(factors: Factors, memberId: string, input: { transactionPassword: string } & SecondFactorProof): Promise<void> {
  await checkTransactionPassword(factors.db, memberId, input.transactionPassword, factors.clock.now());
  await checkSecondFactor(factors, memberId, input);
}
