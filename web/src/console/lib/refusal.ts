import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What an error said: the gateway's localized message and its stable code. */
export interface Refusal {
  message: string;
  code: string | undefined;
  reason: string | undefined;
}

/** The platform's refusal in words (the gateway passes its localized message), or a transport failure's. */
export function refusalOf(error: unknown, unreachable: string): Refusal {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = (first?.extensions ?? {}) as { code?: unknown; reason?: unknown };
    return {
      message: first?.message ?? unreachable,
      code: typeof extensions.code === 'string' ? extensions.code : undefined,
      reason: typeof extensions.reason === 'string' ? extensions.reason : undefined,
    };
  }
  return { message: unreachable, code: undefined, reason: undefined };
}

export const isSessionRefusal = (refusal: Refusal) => refusal.code === 'UNAUTHENTICATED' || refusal.code === 'SESSION_EXPIRED';
