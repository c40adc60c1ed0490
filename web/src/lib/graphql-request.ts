// The one way the sign-in screens call the gateway: a plain `fetch` of a typed document from
// codegen, without Apollo Client (about 50 KB gzip the sign-in screens do not need; BENCHMARKS.md
// "The web app on a slow phone"). Every such call goes through `requestGraphQL`; a production
// build sends the document's hash instead of its text, as the Apollo link does
// (lib/trusted-documents.ts), so graphql's printer is only downloaded in development.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { failureOfErrors, isUnreachable, UNREACHABLE, type Failure, type GraphQLErrorLike } from './failure';
import { operationName } from './graphql-http';
import { GRAPHQL_PATH, requestHeaders } from './request-headers';
import { documentHash, persistedQueryExtension, SEND_DOCUMENT_HASHES } from './trusted-documents';

/** A refused or failed call: what it means (`failure`) and the answer's GraphQL errors, for field messages. */
export class RequestFailure extends Error {
  constructor(
    readonly failure: Failure,
    readonly errors: readonly GraphQLErrorLike[] = [],
  ) {
    super(failure.serverMessage ?? failure.code);
    this.name = 'RequestFailure';
  }
}

/** The body of a GraphQL-over-HTTP POST for a document: its hash alone when `byHash` and it has one, else its text. */
export async function requestBody<TVariables>(
  document: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
  byHash: boolean = SEND_DOCUMENT_HASHES,
): Promise<{ query?: string; operationName?: string; variables?: TVariables; extensions?: Record<string, unknown> }> {
  const name = operationName(document);
  const hash = byHash ? documentHash(document) : undefined;
  return {
    ...(hash ? { extensions: persistedQueryExtension(hash) } : { query: (await import('graphql/language/printer')).print(document) }),
    ...(name ? { operationName: name } : {}),
    ...(variables && Object.keys(variables).length > 0 ? { variables } : {}),
  };
}

/**
 * Runs a query or mutation; resolves with its data, or rejects with a `RequestFailure` (the
 * GraphQL errors of a refusal; `unreachable` when no answer came).
 */
export async function requestGraphQL<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  fetchImpl: typeof fetch = fetch,
): Promise<TResult> {
  const body = JSON.stringify(await requestBody(document, variables));
  let response: Response;
  try {
    response = await fetchImpl(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        ...requestHeaders(),
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body,
    });
  } catch (error) {
    throw new RequestFailure(isUnreachable(error) ? UNREACHABLE : { code: 'SERVER_BUSY' });
  }
  const answer = (await response.json().catch(() => null)) as {
    data?: TResult | null;
    errors?: readonly GraphQLErrorLike[];
  } | null;
  if (answer?.errors?.length) throw new RequestFailure(failureOfErrors(answer.errors), answer.errors);
  if (!answer?.data) throw new RequestFailure({ code: 'SERVER_BUSY' });
  return answer.data;
}
