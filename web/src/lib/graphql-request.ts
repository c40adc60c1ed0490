// The one way the sign-in screens call the gateway: a plain `fetch` of a typed document from
// codegen, without Apollo Client (about 50 KB gzip the sign-in screens do not need; BENCHMARKS.md
// "The web app on a slow phone"). Every such call goes through `requestGraphQL`, so the way a
// document is sent (its text today; a persisted document's id later) changes in one place.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import { failureOfErrors, isUnreachable, UNREACHABLE, type Failure, type GraphQLErrorLike } from './failure';
import { GRAPHQL_PATH, requestHeaders } from './request-headers';

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

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/** The body of a GraphQL-over-HTTP POST for a document. */
export function requestBody<TVariables>(
  document: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
): { query: string; operationName?: string; variables?: TVariables } {
  const name = operationName(document as TypedDocumentNode<unknown, never>);
  return {
    query: print(document),
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
  let response: Response;
  try {
    response = await fetchImpl(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        ...requestHeaders(),
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify(requestBody(document, variables)),
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
