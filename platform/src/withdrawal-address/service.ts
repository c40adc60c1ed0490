import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import type { WithdrawalAddressType } from '../db/schema.ts';
import { assert, FieldViolations, RuleViolation } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { formatGmt8 } from '../lib/gmt8.ts';
import { newId } from '../lib/ids.ts';
import { codePointLength } from '../lib/member-text.ts';
import type { OutgoingMessage } from '../plugins/mailer.ts';
import { normalizeAddress } from './address-format.ts';
import { notify } from '../notifications/service.ts';

export const MAX_WITHDRAWAL_ADDRESSES = 10;
const LABEL_MAX = 50;

export interface AddressDeps {
  db: Db;
  now: Date;
  coolingMs: number;
  locale: Locale;
  send(message: OutgoingMessage): Promise<void>;
}

type Row = { id: string; type: WithdrawalAddressType; address: string; label: string | null; usable_from: Date; created_at: Date };

function view(row: Row, now: Date) {
  return {
    id: row.id,
    type: row.type,
    address: row.address,
    label: row.label,
    usableFrom: row.usable_from.toISOString(),
    usable: row.usable_from.getTime() <= now.getTime(),
    createdAt: row.created_at.toISOString(),
  };
}

/** Trimmed, at most LABEL_MAX code points (as the route's schema and the web count), refused beside the field. */
function cleanLabel(label: string | undefined | null): string | null {
  const trimmed = label?.trim() ?? '';
  if (codePointLength(trimmed) > LABEL_MAX) throw new FieldViolations([{ path: 'label', reason: 'ADDRESS_LABEL_INVALID' }]);
  return trimmed === '' ? null : trimmed;
}

export async function listAddresses(db: Db, memberId: string, now: Date) {
  const rows = await db
    .selectFrom('withdrawal_addresses')
    .select(['id', 'type', 'address', 'label', 'usable_from', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => view(row, now));
}

/** The member row is locked so two adds at once cannot pass the cap together. */
async function lockMember(tx: Tx, memberId: string): Promise<{ email: string | null }> {
  return tx.selectFrom('members').select('email').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
}

async function refuseDuplicate(tx: Tx, memberId: string, type: WithdrawalAddressType, address: string, exceptId?: string) {
  let query = tx.selectFrom('withdrawal_addresses').select('id').where('member_id', '=', memberId).where('type', '=', type).where('address', '=', address);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new RuleViolation('WITHDRAWAL_ADDRESS_DUPLICATE');
}

function notice(deps: AddressDeps, memberId: string, email: string | null, row: Row): OutgoingMessage {
  const params = { type: row.type, address: row.address, until: formatGmt8(row.usable_from) };
  return {
    memberId,
    email,
    locale: deps.locale,
    subject: translate(deps.locale, 'ADDRESS_NOTICE_SUBJECT'),
    body: translate(deps.locale, 'ADDRESS_NOTICE_BODY', params),
  };
}

export async function addAddress(deps: AddressDeps, memberId: string, input: { type: WithdrawalAddressType; address: string; label?: string | undefined }) {
  const address = normalizeAddress(input.type, input.address);
  const label = cleanLabel(input.label);
  const usableFrom = new Date(deps.now.getTime() + deps.coolingMs);
  const { row, email } = await deps.db.transaction().execute(async (tx) => {
    const member = await lockMember(tx, memberId);
    const { n } = await tx
      .selectFrom('withdrawal_addresses')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_WITHDRAWAL_ADDRESSES) throw new RuleViolation('WITHDRAWAL_ADDRESS_LIMIT', { max: MAX_WITHDRAWAL_ADDRESSES });
    await refuseDuplicate(tx, memberId, input.type, address);
    const inserted = await tx
      .insertInto('withdrawal_addresses')
      .values({ id: newId('wad'), member_id: memberId, type: input.type, address, label, usable_from: usableFrom, created_at: deps.now, updated_at: deps.now })
      .returning(['id', 'type', 'address', 'label', 'usable_from', 'created_at'])
      .executeTakeFirstOrThrow();
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'WITHDRAWAL_ADDRESS_ADDED', address: shortAddress(inserted.address) }, { now: deps.now });
    return { row: inserted, email: member.email };
  });
  await deps.send(notice(deps, memberId, email, row));
  return view(row, deps.now);
}

/**
 * A changed address starts a new cooling period (and a new notice); changing only the label
 * keeps the address usable, since the label cannot redirect money.
 */
export async function updateAddress(deps: AddressDeps, memberId: string, input: { id: string; address: string; label?: string | undefined }) {
  const label = cleanLabel(input.label);
  const { row, email, changed } = await deps.db.transaction().execute(async (tx) => {
    const member = await lockMember(tx, memberId);
    const current = await tx
      .selectFrom('withdrawal_addresses')
      .select(['id', 'type', 'address', 'usable_from'])
      .where('id', '=', input.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!current) throw new RuleViolation('WITHDRAWAL_ADDRESS_NOT_FOUND');
    const address = normalizeAddress(current.type, input.address);
    const changed = address !== current.address;
    if (changed) await refuseDuplicate(tx, memberId, current.type, address, current.id);
    const updated = await tx
      .updateTable('withdrawal_addresses')
      .set({
        address,
        label,
        usable_from: changed ? new Date(deps.now.getTime() + deps.coolingMs) : current.usable_from,
        updated_at: deps.now,
      })
      .where('id', '=', current.id)
      .returning(['id', 'type', 'address', 'label', 'usable_from', 'created_at'])
      .executeTakeFirstOrThrow();
    if (changed) await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'WITHDRAWAL_ADDRESS_CHANGED', address: shortAddress(updated.address) }, { now: deps.now });
    return { row: updated, email: member.email, changed };
  });
  if (changed) await deps.send(notice(deps, memberId, email, row));
  return view(row, deps.now);
}

export async function deleteAddress(db: Db, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const deleted = await tx.deleteFrom('withdrawal_addresses').where('id', '=', id).where('member_id', '=', memberId).returning('address').executeTakeFirst();
    if (!deleted) throw new RuleViolation('WITHDRAWAL_ADDRESS_NOT_FOUND');
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'WITHDRAWAL_ADDRESS_REMOVED', address: shortAddress(deleted.address) }, { now });
  });
}

/** An address as a notification names it: enough to recognize, not the whole of it. */
function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * For the withdrawal domain: the member's address, provided its cooling period is over.
 * Throws WITHDRAWAL_ADDRESS_NOT_FOUND (not the member's, or gone) or WITHDRAWAL_ADDRESS_COOLING.
 */
export async function usableWithdrawalAddress(db: Db | Tx, memberId: string, addressId: string, now: Date) {
  const row = await db
    .selectFrom('withdrawal_addresses')
    .select(['id', 'type', 'address', 'label', 'usable_from'])
    .where('id', '=', addressId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('WITHDRAWAL_ADDRESS_NOT_FOUND');
  if (row.usable_from.getTime() > now.getTime()) throw new RuleViolation('WITHDRAWAL_ADDRESS_COOLING', { until: formatGmt8(row.usable_from) });
  assert(row.address.length > 0, 'a stored address is not empty');
  return { id: row.id, type: row.type, address: row.address, label: row.label };
}
