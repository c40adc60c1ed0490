import type { Db } from '../db/database.ts';
import type { FourEyesStatus, OperatorRole } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import type { Clock } from '../lib/time.ts';

export interface NamedOperator {
  id: string;
  name: string;
  role: OperatorRole;
}

type Row = {
  id: string;
  action: string;
  body: string;
  roles: string;
  reason: string | null;
  requested_by_name: string;
  status: FourEyesStatus;
  decided_by_name: string | null;
  outcome: string | null;
  created_at: Date;
  decided_at: Date | null;
};

function view(row: Row) {
  return {
    id: row.id,
    action: row.action,
    body: JSON.parse(row.body) as unknown,
    reason: row.reason,
    requestedBy: row.requested_by_name,
    status: row.status,
    decidedBy: row.decided_by_name,
    outcome: row.outcome,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export type FourEyesRequest = ReturnType<typeof view>;

/** An operator's change held for a second operator: nothing of it happens yet. */
export async function openFourEyesRequest(
  db: Db,
  clock: Clock,
  input: { action: string; body: unknown; roles: readonly OperatorRole[]; reason: string | null; requester: NamedOperator },
): Promise<FourEyesRequest> {
  const row = await db
    .insertInto('four_eyes_requests')
    .values({
      id: newId('fer'),
      action: input.action,
      body: JSON.stringify(input.body ?? {}),
      roles: input.roles.join(','),
      reason: input.reason,
      requested_by_id: input.requester.id,
      requested_by_name: input.requester.name,
      status: 'PENDING',
      created_at: clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function listFourEyes(db: Db, status: FourEyesStatus | undefined, limit: number): Promise<FourEyesRequest[]> {
  let query = db.selectFrom('four_eyes_requests').selectAll();
  if (status) query = query.where('status', '=', status);
  return (await query.orderBy('created_at', 'desc').limit(limit).execute()).map(view);
}

/**
 * Takes the decision for `approver`, once: PENDING → APPROVED in one conditional update that also
 * requires another operator than the requester, so of two approvals at once only one passes.
 * Refuses FOUR_EYES_SAME_OPERATOR, FOUR_EYES_NOT_PENDING, or OPERATOR_ROLE_NOT_ALLOWED when the
 * approver's role may not do the action itself.
 */
export async function claimApproval(db: Db, clock: Clock, id: string, approver: NamedOperator): Promise<FourEyesRequest & { rawBody: string }> {
  const current = await db.selectFrom('four_eyes_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current || current.status !== 'PENDING') throw new RuleViolation('FOUR_EYES_NOT_PENDING');
  if (current.requested_by_id === approver.id) throw new RuleViolation('FOUR_EYES_SAME_OPERATOR');
  if (approver.role !== 'admin' && !current.roles.split(',').includes(approver.role)) throw new RuleViolation('OPERATOR_ROLE_NOT_ALLOWED');
  const taken = await db
    .updateTable('four_eyes_requests')
    .set({ status: 'APPROVED', decided_by_id: approver.id, decided_by_name: approver.name, decided_at: clock.now() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where('requested_by_id', '<>', approver.id)
    .returningAll()
    .executeTakeFirst();
  if (!taken) throw new RuleViolation('FOUR_EYES_NOT_PENDING');
  return { ...view(taken), rawBody: taken.body };
}

/** What carrying out the approved action answered; a refusal (a balance too low by now) marks the request FAILED. */
export async function recordOutcome(db: Db, id: string, succeeded: boolean, outcome: string): Promise<FourEyesRequest> {
  const row = await db
    .updateTable('four_eyes_requests')
    .set({ status: succeeded ? 'APPROVED' : 'FAILED', outcome: outcome.slice(0, 4000) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

/** The requester takes a pending request back; nobody else may. */
export async function withdrawFourEyes(db: Db, clock: Clock, id: string, operator: NamedOperator): Promise<FourEyesRequest> {
  const current = await db.selectFrom('four_eyes_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current || current.status !== 'PENDING') throw new RuleViolation('FOUR_EYES_NOT_PENDING');
  if (current.requested_by_id !== operator.id) throw new RuleViolation('FOUR_EYES_NOT_REQUESTER');
  const row = await db
    .updateTable('four_eyes_requests')
    .set({ status: 'WITHDRAWN', decided_by_id: operator.id, decided_by_name: operator.name, decided_at: clock.now() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new RuleViolation('FOUR_EYES_NOT_PENDING');
  return view(row);
}
