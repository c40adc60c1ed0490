import type { Db, Tx } from '../db/database.ts';
import type { FreezeSource } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { randomToken, sha256Hex } from '../lib/secrets.ts';
import { notify } from '../notifications/service.ts';

/** How long the freeze link of a new-device notice works. */
export const FREEZE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * A single-use freeze link for a new-device notice, written in the notice's transaction: a random
 * token of which only the SHA-256 is stored (the notice's parameters carry the token itself, so
 * the member's email and inbox can use it; it can do nothing but freeze).
 */
export async function createFreezeLink(tx: Tx, memberId: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.insertInto('freeze_links').values({ token_hash: sha256Hex(token), member_id: memberId, created_at: now, expires_at: new Date(now.getTime() + FREEZE_LINK_TTL_MS) }).execute();
  // Spent and expired links are of no use: dropped as new ones are made.
  await tx.deleteFrom('freeze_links').where('expires_at', '<', now).execute();
  return token;
}

/** Freezes the account unless it is already; the member is told on every channel. Answers the freeze's state. */
async function freeze(tx: Tx, memberId: string, source: FreezeSource, now: Date) {
  const inserted = await tx
    .insertInto('account_freezes')
    .values({ id: newId('frz'), member_id: memberId, source, frozen_at: now })
    .onConflict((oc) => oc.column('member_id').where('lifted_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'ACCOUNT_FROZEN' }, { now });
}

/** The member freezes their own account from settings. */
export async function freezeFromSettings(db: Db, now: Date, memberId: string) {
  await db.transaction().execute((tx) => freeze(tx, memberId, 'SETTINGS', now));
  return freezeState(db, memberId);
}

/**
 * Freezes by a link from a new-device notice, signed in or not. A token that is unknown, spent or
 * past its week is refused with FREEZE_LINK_INVALID, all alike (it tells nothing about accounts).
 */
export async function freezeByLink(db: Db, now: Date, token: string): Promise<{ frozen: true }> {
  await db.transaction().execute(async (tx) => {
    const spent = await tx
      .updateTable('freeze_links')
      .set({ used_at: now })
      .where('token_hash', '=', sha256Hex(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    if (!spent) throw new RuleViolation('FREEZE_LINK_INVALID');
    await freeze(tx, spent.member_id, 'EMAIL_LINK', now);
  });
  return { frozen: true };
}

export async function freezeState(db: Db, memberId: string) {
  const open = await db.selectFrom('account_freezes').select(['frozen_at', 'source']).where('member_id', '=', memberId).where('lifted_at', 'is', null).executeTakeFirst();
  return open ? { frozen: true, frozenAt: open.frozen_at.toISOString(), source: open.source } : { frozen: false, frozenAt: null, source: null };
}

/** Only an operator lifts a freeze, after checking who asks; who and why are kept on the row. */
export async function liftFreeze(db: Db, now: Date, input: { userName: string; operator: string; note: string }) {
  return db.transaction().execute(async (tx) => {
    const member = await tx.selectFrom('members').select('id').where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase())).executeTakeFirst();
    if (!member) throw new RuleViolation('MEMBER_NOT_FOUND');
    const lifted = await tx
      .updateTable('account_freezes')
      .set({ lifted_at: now, lifted_by: input.operator, lift_note: input.note })
      .where('member_id', '=', member.id)
      .where('lifted_at', 'is', null)
      .returning(['id', 'frozen_at', 'source'])
      .executeTakeFirst();
    if (!lifted) throw new RuleViolation('ACCOUNT_NOT_FROZEN');
    await notify(tx, member.id, 'SECURITY_CHANGED', { change: 'ACCOUNT_UNFROZEN' }, { now });
    return { userName: input.userName, freezeId: lifted.id, frozenAt: lifted.frozen_at.toISOString(), source: lifted.source, liftedAt: now.toISOString(), liftedBy: input.operator, note: input.note };
  });
}
