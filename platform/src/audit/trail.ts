import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import type { AuditActorKind } from '../db/schema.ts';

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** Who acted: a named operator, or the shared automation token. */
export type AuditActor = { kind: 'OPERATOR'; operatorId: string; operatorName: string } | { kind: 'AUTOMATION' };

export interface AuditEntry {
  actor: AuditActor;
  /** The route's name, e.g. `deposits/approve`. */
  action: string;
  objectType: string;
  objectId: string | null;
  /** What was asked (secrets already redacted) and what was answered. */
  request: unknown;
  answer: unknown;
  reason: string | null;
  /** The object's state before the change (audit/object-state.ts); undefined where it has none to read. */
  before?: unknown;
}

/** The stored row, as hashed. */
interface ChainedRow {
  sequence: string;
  created_at: Date;
  actor_kind: AuditActorKind;
  operator_id: string | null;
  operator_name: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  request: string;
  answer: string;
  reason: string | null;
  before: string | null;
  prev_hash: string;
}

/** JSON with object keys sorted at every depth: one text for one value, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 over the previous row's hash and the row's canonical encoding (every column but the hash). */
export function rowHash(row: ChainedRow): string {
  const encoded = canonicalJson({
    // PGlite reads a bigint as a number, PostgreSQL's driver as a string: hashed as text either way.
    sequence: String(row.sequence),
    createdAt: row.created_at.toISOString(),
    actorKind: row.actor_kind,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    request: row.request,
    answer: row.answer,
    reason: row.reason,
    // Left out when null, so the rows written before this column keep their hashes.
    before: row.before ?? undefined,
  });
  return createHash('sha256').update(row.prev_hash).update('\n').update(encoded).digest('hex');
}

/**
 * Appends one row in `tx`: the head row is locked (`for update`) so appends take their places one
 * at a time and the chain never forks; the row and the new head commit together with the caller's
 * transaction.
 */
export async function appendAudit(tx: Tx, entry: AuditEntry, now: Date): Promise<{ sequence: string; hash: string }> {
  const head = await tx.selectFrom('audit_head').select(['sequence', 'hash']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
  const row: ChainedRow = {
    sequence: String(BigInt(head.sequence) + 1n),
    created_at: now,
    actor_kind: entry.actor.kind,
    operator_id: entry.actor.kind === 'OPERATOR' ? entry.actor.operatorId : null,
    operator_name: entry.actor.kind === 'OPERATOR' ? entry.actor.operatorName : null,
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    request: canonicalJson(entry.request),
    answer: canonicalJson(entry.answer),
    reason: entry.reason,
    before: entry.before === undefined ? null : canonicalJson(entry.before),
    prev_hash: head.hash,
  };
  const hash = rowHash(row);
  await tx.insertInto('audit_trail').values({ ...row, hash }).execute();
  await tx.updateTable('audit_head').set({ sequence: row.sequence, hash }).where('id', '=', 1).execute();
  return { sequence: row.sequence, hash };
}

/** Appends in a transaction of its own (for a change that committed in the service's own transaction). */
export function appendAuditAlone(db: Db, entry: AuditEntry, now: Date) {
  return db.transaction().execute((tx) => appendAudit(tx, entry, now));
}

export type AuditVerdict =
  | { ok: true; rows: number; headSequence: string }
  | { ok: false; rows: number; firstBrokenSequence: string; problem: 'HASH_MISMATCH' | 'CHAIN_BROKEN' | 'ROW_MISSING' | 'HEAD_MISMATCH' };

const VERIFY_BATCH = 1000;

/**
 * Recomputes the chain from the first row: a changed row fails its hash (HASH_MISMATCH), a
 * deleted one leaves a gap in the sequence (ROW_MISSING) and the next row's prev_hash pointing
 * nowhere; rows deleted from the end disagree with the head (HEAD_MISMATCH).
 */
export async function verifyAudit(db: Db): Promise<AuditVerdict> {
  let expectedSequence = 1n;
  let previousHash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const batch = await db
      .selectFrom('audit_trail')
      .selectAll()
      .where('sequence', '>=', String(expectedSequence))
      .orderBy('sequence')
      .limit(VERIFY_BATCH)
      .execute();
    for (const row of batch) {
      if (BigInt(row.sequence) !== expectedSequence) return { ok: false, rows, firstBrokenSequence: String(expectedSequence), problem: 'ROW_MISSING' };
      if (row.prev_hash !== previousHash) return { ok: false, rows, firstBrokenSequence: String(row.sequence), problem: 'CHAIN_BROKEN' };
      if (rowHash(row) !== row.hash) return { ok: false, rows, firstBrokenSequence: String(row.sequence), problem: 'HASH_MISMATCH' };
      previousHash = row.hash;
      expectedSequence += 1n;
      rows += 1;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const head = await db.selectFrom('audit_head').select(['sequence', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  if (BigInt(head.sequence) !== expectedSequence - 1n || head.hash !== previousHash) {
    return { ok: false, rows, firstBrokenSequence: String(expectedSequence), problem: 'HEAD_MISMATCH' };
  }
  return { ok: true, rows, headSequence: String(head.sequence) };
}

export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  /** Rows before this sequence (the next page). */
  before?: string | undefined;
}

/** The trail, newest first, filtered by operator (id or name, or `automation`), action, object and time. */
export async function listAudit(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_trail').selectAll();
  if (filter.operator === 'automation') query = query.where('actor_kind', '=', 'AUTOMATION');
  else if (filter.operator) {
    const operator = filter.operator;
    query = query.where((eb) => eb.or([eb('operator_id', '=', operator), eb(eb.fn('lower', ['operator_name']), '=', operator.toLowerCase())]));
  }
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  if (filter.before) query = query.where('sequence', '<', filter.before);
  const rows = await query.orderBy(sql`sequence`, 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({
    sequence: String(row.sequence),
    createdAt: row.created_at.toISOString(),
    actor: row.actor_kind === 'AUTOMATION' ? 'automation' : row.operator_name,
    operatorId: row.operator_id,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    reason: row.reason,
    request: row.request,
    before: row.before,
    answer: row.answer,
    prevHash: row.prev_hash,
    hash: row.hash,
  }));
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

const CSV_COLUMNS: readonly (keyof AuditRow)[] = ['sequence', 'createdAt', 'actor', 'operatorId', 'action', 'objectType', 'objectId', 'reason', 'request', 'before', 'answer', 'prevHash', 'hash'];

/** RFC 4180 text; a cell a spreadsheet would run as a formula starts with a quote mark. */
export function auditCsv(rows: readonly AuditRow[]): string {
  const cell = (value: string | null) => {
    const text = value ?? '';
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';
}
