// The gateway as the sign-in screens reach it (lib/graphql-request: a plain `fetch` of /graphql),
// answering each operation by its name from typed fixtures of the schema's generated types. Every
// request is kept, so a test can say what was sent (and that nothing was).
import { vi } from 'vitest';
import type { GraphQLErrorLike } from '@/lib/failure';

/** One answer: the operation's data (typed by the caller), its errors, or no answer at all (offline). */
export type StubAnswer = { data: object } | { errors: readonly GraphQLErrorLike[] } | 'unreachable';

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface GatewayStub {
  /** Every operation sent, in order. */
  sent: SentOperation[];
  /** The operations sent with this name. */
  sentOf(operationName: string): SentOperation[];
}

/**
 * Replaces `fetch` for one test (undone by `vi.unstubAllGlobals()`): `answer` gives each
 * operation's answer by its name and how many times it was sent before (0 the first time).
 */
export function stubGateway(answer: (operationName: string, previousCalls: number) => StubAnswer): GatewayStub {
  const sent: SentOperation[] = [];
  const sentOf = (operationName: string) => sent.filter((operation) => operation.operationName === operationName);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: { body?: unknown }) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
      const previousCalls = sentOf(body.operationName).length;
      sent.push({ operationName: body.operationName, variables: body.variables ?? {} });
      const reply = answer(body.operationName, previousCalls);
      if (reply === 'unreachable') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
    }),
  );
  return { sent, sentOf };
}
