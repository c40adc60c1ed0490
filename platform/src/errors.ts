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

/** No usable session: HTTP 401, code 87321. */
export class SessionExpired extends Error {
  override name = 'SessionExpired';
  constructor() {
    super('SESSION_EXPIRED');
  }
}

/** The caller may not use this path: HTTP 403. */
export class Forbidden extends Error {
  override name = 'Forbidden';
  constructor() {
    super('FORBIDDEN');
  }
}

/** A broken invariant: never shown to a member, always logged, and the transaction is rolled back. */
export class InvariantViolation extends Error {
  override name = 'InvariantViolation';
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantViolation(message);
}
