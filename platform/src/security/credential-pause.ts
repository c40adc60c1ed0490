import type { Db, Tx } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { formatGmt8 } from '../lib/gmt8.ts';

/** After a credential changes, withdrawals and address changes wait this long. */
export const CREDENTIAL_CHANGE_PAUSE_MS = 24 * 60 * 60_000;

/**
 * Records that a credential (the login password, the transaction password, a second factor:
 * turned on or off, new recovery codes, an operator's reset) changed, in the transaction that changes it: withdrawals and address changes wait
 * CREDENTIAL_CHANGE_PAUSE_MS from now, so a thief who took over the account cannot empty it at once.
 */
export async function recordCredentialChange(tx: Tx, memberId: string, now: Date): Promise<void> {
  await tx
    .insertInto('member_security')
    .values({ member_id: memberId, credentials_changed_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ credentials_changed_at: now }))
    .execute();
}

/** When withdrawals and address changes reopen after the last credential change, or null when open. */
export async function credentialPauseUntil(db: Db | Tx, memberId: string, now: Date): Promise<Date | null> {
  const row = await db.selectFrom('member_security').select('credentials_changed_at').where('member_id', '=', memberId).executeTakeFirst();
  if (!row?.credentials_changed_at) return null;
  const until = new Date(row.credentials_changed_at.getTime() + CREDENTIAL_CHANGE_PAUSE_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** Throws CREDENTIAL_CHANGE_PAUSE (with the time it reopens) within the pause. */
export async function refuseDuringCredentialPause(db: Db | Tx, memberId: string, now: Date): Promise<void> {
  const until = await credentialPauseUntil(db, memberId, now);
  if (until) throw new RuleViolation('CREDENTIAL_CHANGE_PAUSE', { until: formatGmt8(until) });
}
