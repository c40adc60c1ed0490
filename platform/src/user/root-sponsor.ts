import type { Db } from '../db/database.ts';
import { openMemberAccounts } from '../ledger/ledger.ts';
import { newId } from '../lib/ids.ts';
import { UNUSABLE_PASSWORD_HASH } from '../lib/passwords.ts';
import { newReferralId } from './referral-id.ts';

export const ROOT_USER_NAME = 'root';

/**
 * Every member is invited by another; the first needs a sponsor that no one invited.
 * It cannot sign in (no password matches) and exists only to hand out the first referral ID.
 */
export async function ensureRootSponsor(db: Db): Promise<{ referralId: string; created: boolean }> {
  const existing = await db.selectFrom('members').select('referral_id').where('sponsor_id', 'is', null).orderBy('created_at').executeTakeFirst();
  if (existing) return { referralId: existing.referral_id, created: false };
  return db.transaction().execute(async (tx) => {
    const id = newId('usr');
    const referralId = newReferralId();
    await tx
      .insertInto('members')
      .values({
        id,
        user_name: ROOT_USER_NAME,
        password_hash: UNUSABLE_PASSWORD_HASH,
        transaction_password_hash: UNUSABLE_PASSWORD_HASH,
        country_code: 'US',
        email: null,
        referral_id: referralId,
        sponsor_id: null,
      })
      .execute();
    await openMemberAccounts(tx, id);
    return { referralId, created: true };
  });
}
