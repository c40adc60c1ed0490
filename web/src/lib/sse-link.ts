// Subscriptions over Server-Sent Events (GraphQL over SSE, distinct connections mode, as Yoga
// serves it at /graphql), wrapped as an ApolloLink.
import { ApolloLink } from '@apollo/client/link';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

export class SseLink extends ApolloLink {
  private readonly client: Client;

  constructor(url: string, headers: () => Record<string, string>) {
    super();
    this.client = createClient({ url, headers, retryAttempts: 3 });
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) =>
      this.client.subscribe(
        // Only the GraphQL-over-HTTP fields: Yoga refuses unknown ones (e.g. Apollo's operationType).
        {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          extensions: operation.extensions,
        },
        {
          next: (value) => observer.next(value as ApolloLink.Result),
          complete: () => observer.complete(),
          error: (error: unknown) => observer.error(error instanceof Error ? error : new Error(String(error))),
        },
      ),
    );
  }
}
