import type { Db } from '../db/database.ts';
import type { KycStatus } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { readPhoto, removePhotos, writePhoto, type CleanPhoto, type KycSide } from './photos.ts';
import { notify } from '../notifications/service.ts';

/** Letters and digits only (SPEC §5), 4 to 32 of them. */
export const ID_NUMBER = /^[A-Za-z0-9]{4,32}$/;

/** What the member sees of their identity number: its last four characters. */
export function maskIdNumber(idNumber: string): string {
  return `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;
}

/** The member's KYC state: NONE before any submission, else the latest submission's. */
export async function kycState(db: Db, memberId: string) {
  const latest = await db
    .selectFrom('kyc_submissions')
    .select(['id', 'id_number', 'status', 'reason', 'created_at', 'reviewed_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) return { status: 'NONE' as const, canSubmit: true, reason: null, idNumber: null, submittedAt: null, reviewedAt: null };
  return {
    status: latest.status,
    canSubmit: latest.status === 'FAILED',
    reason: latest.reason,
    idNumber: maskIdNumber(latest.id_number),
    submittedAt: latest.created_at.toISOString(),
    reviewedAt: latest.reviewed_at?.toISOString() ?? null,
  };
}

/**
 * A member submits their identity number and two ID photos (already cleaned): allowed first,
 * and again after a failed review; refused while one waits for review or once passed. The photos
 * are written before the row and removed again if the row is refused.
 */
export async function submitKyc(db: Db, dir: string, input: { memberId: string; idNumber: string; photos: Record<KycSide, CleanPhoto>; now: Date }) {
  if (!ID_NUMBER.test(input.idNumber)) throw new RuleViolation('KYC_ID_NUMBER_INVALID');
  const open = await db.selectFrom('kyc_submissions').select('status').where('member_id', '=', input.memberId).where('status', 'in', ['PENDING', 'PASSED']).executeTakeFirst();
  if (open) throw new RuleViolation(open.status === 'PASSED' ? 'KYC_ALREADY_PASSED' : 'KYC_ALREADY_PENDING');
  const id = newId('kyc');
  const written: string[] = [];
  try {
    const front = writePhoto(dir, id, 'front', input.photos.front);
    written.push(front);
    const back = writePhoto(dir, id, 'back', input.photos.back);
    written.push(back);
    await db
      .insertInto('kyc_submissions')
      .values({ id, member_id: input.memberId, id_number: input.idNumber, front_file: front, back_file: back, status: 'PENDING', created_at: input.now })
      .execute();
  } catch (error) {
    removePhotos(dir, written);
    // Two submissions at once: the partial unique index keeps one waiting.
    if ((error as { code?: string }).code === '23505') throw new RuleViolation('KYC_ALREADY_PENDING');
    throw error;
  }
  return { id, status: 'PENDING' as const };
}

// ───────────────────────────── operator ─────────────────────────────

export async function kycList(db: Db, filter: { status?: KycStatus | undefined; limit: number }) {
  let query = db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .select(['k.id', 'm.user_name', 'k.status', 'k.reason', 'k.created_at', 'k.reviewed_at']);
  if (filter.status) query = query.where('k.status', '=', filter.status);
  const rows = await query.orderBy('k.created_at', 'desc').limit(filter.limit).execute();
  return rows.map((r) => ({ id: r.id, userName: r.user_name, status: r.status, reason: r.reason, submittedAt: r.created_at.toISOString(), reviewedAt: r.reviewed_at?.toISOString() ?? null }));
}

async function submission(db: Db, id: string) {
  const row = await db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .selectAll('k')
    .select('m.user_name')
    .where('k.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('KYC_NOT_FOUND');
  return row;
}

/** The whole submission for the operator, identity number included. */
export async function kycDetail(db: Db, id: string) {
  const row = await submission(db, id);
  return {
    id: row.id,
    userName: row.user_name,
    idNumber: row.id_number,
    status: row.status,
    reason: row.reason,
    submittedAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    photos: { front: row.front_file, back: row.back_file },
  };
}

export async function kycPhoto(db: Db, dir: string, id: string, side: KycSide) {
  const row = await submission(db, id);
  const name = side === 'front' ? row.front_file : row.back_file;
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return { name, contentType: extension === 'jpg' ? 'image/jpeg' : `image/${extension}`, base64: readPhoto(dir, name).toString('base64') };
}

/** The operator passes or fails a waiting submission; a failure needs a reason, which the member sees. */
export async function reviewKyc(db: Db, input: { id: string; decision: 'PASSED' | 'FAILED'; reason?: string | undefined; now: Date }) {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'FAILED' && reason.length === 0) throw new RuleViolation('KYC_REASON_REQUIRED');
  const updated = await db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('kyc_submissions')
      .set({ status: input.decision, reason: input.decision === 'FAILED' ? reason : null, reviewed_at: input.now })
      .where('id', '=', input.id)
      .where('status', '=', 'PENDING')
      .returning('member_id')
      .executeTakeFirst();
    if (row) await notify(tx, row.member_id, 'KYC_DECIDED', { outcome: input.decision, reason }, { now: input.now });
    return row;
  });
  if (!updated) {
    await submission(db, input.id);
    throw new RuleViolation('KYC_NOT_PENDING');
  }
  return kycDetail(db, input.id);
}
