import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { objectStateBefore } from '../audit/object-state.ts';
import { appendAuditAlone, type AuditActor } from '../audit/trail.ts';
import type { OperatorRole } from '../db/schema.ts';
import { Forbidden, RuleViolation } from '../errors.ts';
import { operatorAccessOf, redactSecrets, type OperatorAccess } from '../lib/operator-access.ts';
import { openFourEyesRequest } from './four-eyes.ts';
import { resolveOperatorSession, type OperatorSessionPolicy } from './service.ts';

/** Who is calling an operator route: a named operator (with a role and session) or the automation token. */
export type OperatorCaller =
  | { kind: 'OPERATOR'; operatorId: string; operatorName: string; role: OperatorRole; tokenHash: string }
  | { kind: 'AUTOMATION' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard on every operator route; the sign-in route sets it once it succeeds. */
    operatorCaller?: OperatorCaller;
    /** The reason given for the call (header `x-operator-reason` or the body's `reason`). */
    operatorReason?: string | null;
    /** The changed object's state before the call, for its audit row. */
    auditBefore?: unknown;
    /** An error was thrown on the way: nothing changed, nothing to record. */
    operatorRefused?: boolean;
    /** This call carries out an approved four-eyes request (operator/four-eyes-routes.ts). */
    fourEyesExecution?: string;
  }
}

const PREFIX = '/admin/api/';
export const REASON_HEADER = 'x-operator-reason';
const REASON_MAX = 500;

export interface OperatorGuardOptions {
  /** The shared token for automation (the CLI, tests, journeys): acts with every role but cannot approve a four-eyes request. */
  adminToken: string;
  sessions: OperatorSessionPolicy;
  /** This process's own secret, on the call that carries out an approved four-eyes request. */
  executionSecret: string;
}

export const EXECUTION_HEADER = 'x-four-eyes-execution';
export const EXECUTION_REQUEST_HEADER = 'x-four-eyes-request';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

function tokenMatches(given: unknown, expected: Buffer): boolean {
  const buffer = Buffer.from(typeof given === 'string' ? given : '');
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/** The operator route's name: its path under /admin/api, e.g. `deposits/approve`. */
export function actionOf(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url;
  return url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url;
}

function allowed(access: OperatorAccess, role: OperatorRole): boolean {
  return role === 'admin' || access.roles.includes(role);
}

function reasonOf(request: FastifyRequest): string | null {
  const header = request.headers[REASON_HEADER];
  if (typeof header === 'string' && header.trim() !== '') {
    let text: string;
    try {
      // Percent-encoded by the CLI: a header carries ASCII only.
      text = decodeURIComponent(header);
    } catch {
      text = header;
    }
    return text.trim().slice(0, REASON_MAX);
  }
  const fromBody = (request.body as { reason?: unknown } | undefined)?.reason;
  return typeof fromBody === 'string' && fromBody.trim() !== '' ? fromBody.trim().slice(0, REASON_MAX) : null;
}

/** The object an action is about: the route's first segment, and the id, user name or name it names. */
function objectOf(action: string, body: unknown, answer: unknown): { objectType: string; objectId: string | null } {
  const objectType = action.split('/')[0] ?? action;
  for (const source of [body, answer]) {
    if (source === null || typeof source !== 'object') continue;
    const record = source as Record<string, unknown>;
    // A convert pair is named by its two credits (convert-config/set).
    if (typeof record.fromCoin === 'string' && typeof record.toCoin === 'string') return { objectType, objectId: `${record.fromCoin}->${record.toCoin}` };
    for (const key of ['id', 'userName', 'name', 'orderId', 'tradeId', 'key']) {
      const value = record[key];
      if (typeof value === 'string' || typeof value === 'number') return { objectType, objectId: String(value) };
    }
  }
  return { objectType, objectId: null };
}

function parsedAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload.slice(0, 2000);
  }
}

/**
 * The guard of every operator route (docs/operations.md). Each route declares who may call it
 * (`config.operatorAccess`, lib/operator-access.ts); a route declaring nothing is refused to
 * everyone. The caller is an operator's session (`authorization: Bearer …`) or the shared
 * automation token (`x-admin-token`), which acts as admin except where only a named operator
 * may act. A call that changed state appends a row to the audit trail with who, what, the
 * object, the request (secrets redacted), the answer and the reason.
 */
export const operatorGuard = fp<OperatorGuardOptions>(
  async function operatorGuardPlugin(app: FastifyInstance, options) {
    const automationToken = Buffer.from(options.adminToken);
    const executionSecret = Buffer.from(options.executionSecret);

    /** The approver of an approved request not yet carried out, as the caller of the call that carries it out. */
    async function executionCaller(request: FastifyRequest): Promise<OperatorCaller> {
      const id = String(request.headers[EXECUTION_REQUEST_HEADER] ?? '');
      const row = await app.db
        .selectFrom('four_eyes_requests')
        .innerJoin('operators', 'operators.id', 'four_eyes_requests.decided_by_id')
        .select(['operators.id', 'operators.name', 'operators.role', 'four_eyes_requests.reason', 'four_eyes_requests.requested_by_name', 'four_eyes_requests.action'])
        .where('four_eyes_requests.id', '=', id)
        .where('four_eyes_requests.status', '=', 'APPROVED')
        .where('four_eyes_requests.outcome', 'is', null)
        .executeTakeFirst();
      if (!row || row.action !== actionOf(request)) throw new Forbidden();
      request.fourEyesExecution = id;
      request.operatorReason = `${row.reason ?? ''} [four eyes ${id}, requested by ${row.requested_by_name}]`.trim();
      return { kind: 'OPERATOR', operatorId: row.id, operatorName: row.name, role: row.role, tokenHash: '' };
    }

    app.addHook('onRequest', async (request) => {
      const access = operatorAccessOf(request.routeOptions.config);
      if (!access) throw new Forbidden();
      if (access.signIn) return;
      const token = bearer(request);
      let caller: OperatorCaller;
      if (tokenMatches(request.headers[EXECUTION_HEADER], executionSecret)) {
        caller = await executionCaller(request);
      } else if (token !== undefined) {
        const operator = await resolveOperatorSession({ db: app.db, clock: app.clock }, options.sessions, token);
        caller = { kind: 'OPERATOR', operatorId: operator.id, operatorName: operator.name, role: operator.role, tokenHash: operator.tokenHash };
      } else if (tokenMatches(request.headers['x-admin-token'], automationToken)) {
        caller = { kind: 'AUTOMATION' };
      } else {
        throw new Forbidden();
      }
      if (caller.kind === 'AUTOMATION' && access.operatorOnly) throw new Forbidden('AUTOMATION_NOT_ALLOWED');
      if (caller.kind === 'OPERATOR' && !allowed(access, caller.role)) throw new Forbidden('OPERATOR_ROLE_NOT_ALLOWED');
      request.operatorCaller = caller;
    });

    app.addHook('preHandler', async (request, reply) => {
      const access = operatorAccessOf(request.routeOptions.config);
      if (access?.changes) {
        const { objectType, objectId } = objectOf(actionOf(request), request.body, null);
        request.auditBefore = await objectStateBefore(app.db, objectType, objectId, actionOf(request));
      }
      if (request.fourEyesExecution) return;
      request.operatorReason = reasonOf(request);
      // Named operators give a reason; the automation token's callers (tests, journeys, scripts) may not have one to give.
      if (access?.reasonRequired && request.operatorCaller?.kind === 'OPERATOR' && !request.operatorReason) throw new RuleViolation('OPERATOR_REASON_REQUIRED');
      const caller = request.operatorCaller;
      if (!access?.fourEyes || caller?.kind !== 'OPERATOR') return;
      if (access.fourEyes !== true && !(await access.fourEyes(request.body, app.db))) return;
      // Held for a second operator: the route's own handler does not run now.
      const held = await openFourEyesRequest(app.db, app.clock, {
        action: actionOf(request),
        body: request.body,
        roles: access.roles,
        reason: request.operatorReason,
        requester: { id: caller.operatorId, name: caller.operatorName, role: caller.role },
      });
      // Sent as text: the route's response schema describes the action's own answer, not this one.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ fourEyesRequest: held }));
    });

    app.addHook('onError', async (request) => {
      request.operatorRefused = true;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const access = operatorAccessOf(request.routeOptions.config);
      const caller = request.operatorCaller;
      if (!access?.changes || !caller || request.operatorRefused || reply.statusCode !== 200) return payload;
      const action = actionOf(request);
      const answer = parsedAnswer(payload);
      const actor: AuditActor = caller.kind === 'AUTOMATION' ? caller : { kind: 'OPERATOR', operatorId: caller.operatorId, operatorName: caller.operatorName };
      // The change has committed in its service's own transaction; the row follows at once.
      await appendAuditAlone(
        app.db,
        {
          actor,
          action,
          ...objectOf(action, request.body, answer),
          request: redactSecrets(request.body ?? null),
          answer: redactSecrets(answer),
          reason: request.operatorReason ?? null,
          before: request.auditBefore,
        },
        app.clock.now(),
      );
      return payload;
    });
  },
  { name: 'operator-guard', dependencies: ['database'] },
);
