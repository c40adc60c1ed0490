// Subscriptions over Server-Sent Events (GraphQL over SSE, distinct connections mode, as Yoga
// serves it at /graphql), wrapped as an ApolloLink.
import { ApolloLink } from '@apollo/client/link';
import { print } from 'graphql';
import { createClient, NetworkError, type Client, type RequestParams } from 'graphql-sse';
import { Observable } from 'rxjs';
import { connectionState, onReconnect, reportUnreachable, trackStream } from './connection.ts';

/** Re-openings in a row without a value before a stream is given up (ends for the screen). */
const MAX_REOPENINGS = 5;

export interface SseLinkOptions {
  /** Pause before a stream the server ended cleanly is opened again: [min, min + spread) ms. */
  reopenDelayMs?: { min: number; spread: number };
}

export class SseLink extends ApolloLink {
  private readonly client: Client;
  private readonly reopenDelay: { min: number; spread: number };

  constructor(url: string, headers: () => Record<string, string>, options: SseLinkOptions = {}) {
    super();
    this.client = createClient({ url, headers, retryAttempts: 3 });
    this.reopenDelay = options.reopenDelayMs ?? { min: 500, spread: 2_000 };
  }

  /**
   * A stream the server ends without an error (a gateway stopping for a deploy ends its live
   * streams with `complete`) is opened again after a short random pause, so the screen stays
   * live on another gateway; one that ended with an error (session expired) stays ended. A
   * stream whose connection failed with no answer (offline, gateway unreachable) waits for the
   * gateway to answer again (lib/connection.ts) and reopens then. Each stream reports whether
   * it is connected, for the screens' "live" label.
   */
  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      let dispose: (() => void) | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let closed = false;
      let lastHadErrors = false;
      let reopenings = 0;
      let stopWaiting: (() => void) | undefined;
      const stream = trackStream();
      const reopenWhenReachable = () => {
        stream.waiting();
        if (!connectionState().reachable) {
          stopWaiting = onReconnect(() => {
            stopWaiting?.();
            stopWaiting = undefined;
            if (!closed) open();
          });
          return;
        }
        timer = setTimeout(open, this.reopenDelay.min + Math.random() * this.reopenDelay.spread);
      };
      const open = () => {
        dispose = this.client.subscribe(
          // Only the GraphQL-over-HTTP fields: Yoga refuses unknown ones (e.g. Apollo's operationType).
          // A document sent by its hash (persistedQuery extension, apollo.ts) goes without its text.
          {
            ...(operation.extensions.persistedQuery === undefined ? { query: print(operation.query) } : {}),
            variables: operation.variables,
            operationName: operation.operationName,
            extensions: operation.extensions,
          } as RequestParams,
          {
            next: (value) => {
              stream.connected();
              lastHadErrors = (value.errors?.length ?? 0) > 0;
              if (!lastHadErrors) reopenings = 0;
              observer.next(value as ApolloLink.Result);
            },
            complete: () => {
              if (closed) return;
              if (lastHadErrors || reopenings >= MAX_REOPENINGS) {
                stream.closed();
                observer.complete();
                return;
              }
              reopenings += 1;
              reopenWhenReachable();
            },
            error: (error: unknown) => {
              if (closed) return;
              // No answer at all (not a refusal with an HTTP status): wait for the connection.
              const refused = error instanceof NetworkError && error.response !== undefined;
              if (!refused && !(error instanceof Error && /abort/i.test(error.name))) {
                reportUnreachable();
                reopenWhenReachable();
                return;
              }
              stream.closed();
              observer.error(error instanceof Error ? error : new Error(String(error)));
            },
          },
          {
            connecting: () => stream.waiting(),
            connected: () => stream.connected(),
          },
        );
      };
      open();
      return () => {
        closed = true;
        clearTimeout(timer);
        stopWaiting?.();
        stream.closed();
        dispose?.();
      };
    });
  }
}
