import type { Db } from '../db/database.ts';
import type { OperatorRole } from '../db/schema.ts';

export type { OperatorRole } from '../db/schema.ts';

export const OPERATOR_ROLES: readonly OperatorRole[] = ['support', 'compliance', 'finance', 'admin'];

/**
 * Who may call an operator route, declared on the route (`config`) and checked by the operator
 * guard (operator/guard.ts). An admin may call every route; the others only routes naming
 * their role. A route that changes state is written to the audit trail (audit/trail.ts).
 */
export interface OperatorAccess {
  /** The roles allowed besides admin (empty: admin only). */
  roles: readonly OperatorRole[];
  /** True when the route changes state: the call is appended to the audit trail. */
  changes: boolean;
  /** The change needs a reason (header `x-operator-reason` or the body's `reason`), e.g. balance adjustments and fines. */
  reasonRequired?: boolean;
  /** Only a named operator may call it, never the automation token (approving a four-eyes request). */
  operatorOnly?: boolean;
  /** No operator yet: signing in. */
  signIn?: boolean;
  /**
   * A named operator's call becomes a request another operator approves (operator/four-eyes.ts):
   * always, or when this says so of the request's body (a withdrawal or payout above a threshold).
   */
  fourEyes?: true | ((body: unknown, db: Db) => Promise<boolean>);
}

export interface OperatorRouteConfig {
  operatorAccess: OperatorAccess;
}

/** A route that only reads, for these roles (and admin). */
export function reads(...roles: OperatorRole[]): OperatorRouteConfig {
  return { operatorAccess: { roles, changes: false } };
}

/** A route that changes state, for these roles (and admin); recorded in the audit trail. */
export function changes(roles: OperatorRole | readonly OperatorRole[], options: Pick<OperatorAccess, 'reasonRequired' | 'operatorOnly' | 'fourEyes'> = {}): OperatorRouteConfig {
  return { operatorAccess: { roles: typeof roles === 'string' ? [roles] : roles, changes: true, ...options } };
}

/** Admin only; a configuration change by a named operator may need a reason (the console always gives one). */
export const adminOnly = (kind: 'reads' | 'changes', options: Pick<OperatorAccess, 'reasonRequired'> = {}): OperatorRouteConfig => ({
  operatorAccess: { roles: [], changes: kind === 'changes', ...options },
});

/** The sign-in itself: no operator yet; recorded when it succeeds. */
export const signIn = (): OperatorRouteConfig => ({ operatorAccess: { roles: OPERATOR_ROLES, changes: true, signIn: true } });

/** The access a route declares, if any. */
export function operatorAccessOf(config: unknown): OperatorAccess | undefined {
  const access = (config as Partial<OperatorRouteConfig> | undefined)?.operatorAccess;
  return access && Array.isArray(access.roles) ? access : undefined;
}

/** Field names whose values never reach the audit trail or a log line. */
const SECRET_FIELDS = new Set([
  'password',
  'confirmpassword',
  'oldpassword',
  'transactionpassword',
  'totpcode',
  'secret',
  'totpsecret',
  'otpauthuri',
  'recoverycodes',
  'token',
  'sessiontoken',
  'challenge',
  'captchacode',
  'verifycode',
  'idnumber',
  'base64',
  'launchurl',
  'antiphishingcode',
]);

/** A copy of `value` with every secret field's value replaced by "[redacted]". */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, SECRET_FIELDS.has(key.toLowerCase()) ? '[redacted]' : redactSecrets(inner)]),
  );
}
