import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { formatGmt8 } from '../lib/gmt8.ts';
import { notify } from '../notifications/service.ts';

/** How long a loosening (turning the mode off, adding an address) waits before it counts. */
export const WHITELIST_LOOSENING_DELAY_MS = 24 * 60 * 60_000;

/** Whether whitelist mode binds withdrawals at `now`: on, and not past a turning-off that has waited its day. */
function modeBinds(row: { whitelist_on: boolean; whitelist_off_at: Date | null }, now: Date): boolean {
  return row.whitelist_on && (row.whitelist_off_at === null || row.whitelist_off_at > now);
}

/** The member's whitelist: the mode, a turning-off still waiting, and each saved address's place on the list. */
export async function whitelistState(db: Db, memberId: string, now: Date) {
  const member = await db.selectFrom('members').select(['whitelist_on', 'whitelist_off_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const addresses = await db
    .selectFrom('withdrawal_addresses')
    .select(['id', 'type', 'address', 'label', 'whitelisted_from'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const on = modeBinds(member, now);
  return {
    on,
    /** When a requested turning-off takes effect; null when none waits. */
    offAt: on && member.whitelist_off_at ? member.whitelist_off_at.toISOString() : null,
    addresses: addresses.map((row) => ({
      id: row.id,
      type: row.type,
      address: row.address,
      label: row.label,
      whitelisted: row.whitelisted_from !== null && row.whitelisted_from <= now,
      /** When the address joins (or joined) the list; null when it is not on it. */
      whitelistedFrom: row.whitelisted_from ? row.whitelisted_from.toISOString() : null,
    })),
  };
}

/**
 * Turning on takes effect at once (and cancels a waiting turning-off); turning off waits 24 hours,
 * so someone holding a stolen session cannot turn it off and withdraw at once.
 */
export async function setWhitelistMode(db: Db, memberId: string, on: boolean, now: Date) {
  await db.transaction().execute(async (tx) => {
    const member = await tx.selectFrom('members').select(['whitelist_on', 'whitelist_off_at']).where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    const binds = modeBinds(member, now);
    if (on) {
      if (binds && member.whitelist_off_at === null) return;
      await tx.updateTable('members').set({ whitelist_on: true, whitelist_off_at: null }).where('id', '=', memberId).execute();
      await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'WHITELIST_ON' }, { now });
    } else {
      if (!binds || member.whitelist_off_at !== null) return;
      const offAt = new Date(now.getTime() + WHITELIST_LOOSENING_DELAY_MS);
      await tx.updateTable('members').set({ whitelist_off_at: offAt }).where('id', '=', memberId).execute();
      await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'WHITELIST_OFF', until: formatGmt8(offAt) }, { now });
    }
  });
  return whitelistState(db, memberId, now);
}

/** Removing an address from the list takes effect at once; adding one counts from 24 hours later. */
export async function setAddressWhitelisted(db: Db, memberId: string, addressId: string, listed: boolean, now: Date) {
  const row = await db.selectFrom('withdrawal_addresses').select(['whitelisted_from']).where('id', '=', addressId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new RuleViolation('WITHDRAWAL_ADDRESS_NOT_FOUND');
  if (listed && row.whitelisted_from === null) {
    await db.updateTable('withdrawal_addresses').set({ whitelisted_from: new Date(now.getTime() + WHITELIST_LOOSENING_DELAY_MS) }).where('id', '=', addressId).execute();
  } else if (!listed && row.whitelisted_from !== null) {
    await db.updateTable('withdrawal_addresses').set({ whitelisted_from: null }).where('id', '=', addressId).execute();
  }
  return whitelistState(db, memberId, now);
}

/**
 * For withdrawals to a chain address: refused with ADDRESS_NOT_WHITELISTED while whitelist mode
 * binds and the address is not (yet) on the list; the message says from when it will be.
 */
export async function assertWhitelisted(db: Db, memberId: string, addressId: string, now: Date): Promise<void> {
  const member = await db.selectFrom('members').select(['whitelist_on', 'whitelist_off_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!modeBinds(member, now)) return;
  const row = await db.selectFrom('withdrawal_addresses').select('whitelisted_from').where('id', '=', addressId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return; // the address check that follows names the missing address
  if (row.whitelisted_from === null) throw new RuleViolation('ADDRESS_NOT_WHITELISTED');
  if (row.whitelisted_from > now) throw new RuleViolation('ADDRESS_WHITELISTED_LATER', { until: formatGmt8(row.whitelisted_from) });
}
