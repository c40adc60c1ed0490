import type { MessageKey } from './i18n/messages.ts';

/** A business rule refused the call: HTTP 200, code 9001, a localized message for the member. */
export class RuleViolation extends Error {
  override name = 'RuleViolation';
  constructor(
    readonly reason: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(reason);
  }
}

/** A session that existed ran past its idle or absolute limit: HTTP 401, code 87321. */
export class SessionExpired extends Error {
  override name = 'SessionExpired';
  constructor() {
    super('SESSION_EXPIRED');
  }
}

/**
 * No session behind the token: none sent, never issued, ended by logout or a password change,
 * or the member is banned. HTTP 401 with its own reason, never 87321: nothing expired.
 */
export class Unauthenticated extends Error {
  override name = 'Unauthenticated';
  constructor(readonly reason: 'NO_TOKEN' | 'SESSION_UNKNOWN' | 'SESSION_ENDED' | 'ACCOUNT_BANNED') {
    super(reason);
  }
}

/** One bad input field: where, why (a message key), and the message's parameters. */
export interface FieldIssue {
  path: string;
  reason: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * Input refused field by field, every bad field at once: HTTP 200, code 9001 like any rule,
 * with `fields` for forms. `reason` and the message are the first field's, for clients that
 * read only those.
 */
export class FieldViolations extends Error {
  override name = 'FieldViolations';
  constructor(readonly issues: readonly FieldIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.reason}`).join('; '));
  }
}

/** Collects field issues; `throwIfAny` raises them together. */
export class FieldCheck {
  readonly issues: FieldIssue[] = [];
  add(path: string, reason: MessageKey, params?: Record<string, string | number>): void {
    this.issues.push(params ? { path, reason, params } : { path, reason });
  }
  has(path: string): boolean {
    return this.issues.some((issue) => issue.path === path);
  }
  throwIfAny(): void {
    if (this.issues.length > 0) throw new FieldViolations(this.issues);
  }
}

/** The caller may not use this path: HTTP 403, with a reason of its own when there is more to say (an operator's role). */
export class Forbidden extends Error {
  override name = 'Forbidden';
  constructor(readonly reason: 'FORBIDDEN' | MessageKey = 'FORBIDDEN') {
    super(reason);
  }
}

/** A broken invariant: never shown to a member, always logged, and the transaction is rolled back. */
export class InvariantViolation extends Error {
  override name = 'InvariantViolation';
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantViolation(message);
}
