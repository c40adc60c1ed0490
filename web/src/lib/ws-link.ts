// Subscriptions over WebSocket (GraphQL over WebSocket, graphql-ws, as the gateway serves it at
// /graphql), wrapped as an ApolloLink. One connection per tab carries all of the tab's
// subscriptions: a browser allows six HTTP/1.1 connections per host across all its tabs, and
// one Server-Sent Events stream per subscription used them up with three tabs open, after
// which no tab could load anything. WebSockets are not counted against that limit.
import { ApolloLink } from '@apollo/client/link';
import { print, type GraphQLFormattedError } from 'graphql';
import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import { Observable } from 'rxjs';
import { connectionState, onReconnect, reportUnreachable, trackStream } from './connection.ts';

/** Re-openings in a row without a value before a subscription is given up (ends for the screen). */
const MAX_REOPENINGS = 5;

export interface WsLinkOptions {
  /** Pause before a subscription the server completed is started again: [min, min + spread) ms. */
  reopenDelayMs?: { min: number; spread: number };
  /** The WebSocket class, where there is no global one (Node 20, in tests). */
  webSocketImpl?: unknown;
}

/** The gateway's WebSocket address for a GraphQL path: same host, ws: or wss: as the page. */
export function webSocketUrl(path: string, base: string = location.href): string {
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export class WsLink extends ApolloLink {
  private readonly client: Client;
  private readonly reopenDelay: { min: number; spread: number };
  private socketOpen = false;
  private readonly socketListeners = new Set<(open: boolean) => void>();

  /** `params` is read at each connection: the session token and language of that moment. */
  constructor(url: string, params: () => Record<string, string>, options: WsLinkOptions = {}) {
    super();
    this.reopenDelay = options.reopenDelayMs ?? { min: 500, spread: 2_000 };
    this.client = createClient({
      url,
      connectionParams: params,
      // Connected while a subscription runs; closed a moment after the last one ends.
      lazy: true,
      lazyCloseTimeout: 1_000,
      // A dropped connection is tried again (with random back-off) and its subscriptions
      // resume on the new one; past that the link waits for the gateway to answer (below).
      retryAttempts: 3,
      ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
      on: {
        connected: () => this.socketChanged(true),
        closed: () => this.socketChanged(false),
      },
    });
  }

  private socketChanged(open: boolean): void {
    this.socketOpen = open;
    for (const listener of this.socketListeners) listener(open);
  }

  /**
   * Connects again with fresh parameters (another session's token): the subscriptions
   * running resume on the new connection.
   */
  restart(): void {
    if (this.socketOpen) this.client.terminate();
  }

  /** Closes the connection for good (tests). */
  dispose(): Promise<void> {
    return Promise.resolve(this.client.dispose());
  }

  /**
   * A subscription the server completes without an error (a gateway stopping for a deploy
   * completes them before it closes) is started again after a short random pause, so the
   * screen stays live on another gateway; one that ended with an error (session expired) stays
   * ended. One whose connection failed past the retries waits for the gateway to answer again
   * (lib/connection.ts) and starts then. Each reports whether it is connected, for the
   * screens' "live" label.
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
      const onSocket = (open: boolean) => {
        if (closed) return;
        if (open) stream.connected();
        else stream.waiting();
      };
      this.socketListeners.add(onSocket);
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
        if (this.socketOpen) stream.connected();
        else stream.waiting();
        dispose = this.client.subscribe<ApolloLink.Result['data'], ApolloLink.Result['extensions']>(payloadOf(operation), {
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
            // The gateway refused the subscription (a list of GraphQL errors): that is its answer.
            if (Array.isArray(error)) {
              stream.closed();
              observer.next({ errors: error as GraphQLFormattedError[] } as ApolloLink.Result);
              observer.complete();
              return;
            }
            // The connection failed past its retries: no answer at all. Wait for one.
            reportUnreachable();
            reopenWhenReachable();
          },
        });
      };
      open();
      return () => {
        closed = true;
        clearTimeout(timer);
        stopWaiting?.();
        this.socketListeners.delete(onSocket);
        stream.closed();
        dispose?.();
      };
    });
  }
}

/**
 * The subscribe message's payload: only GraphQL-over-HTTP's fields (not Apollo's own). A
 * document sent by its hash (persistedQuery extension, apollo.ts) goes with an empty query,
 * which the protocol requires to be a string.
 */
function payloadOf(operation: ApolloLink.Operation): SubscribePayload {
  const byHash = operation.extensions.persistedQuery !== undefined;
  return {
    query: byHash ? '' : print(operation.query),
    variables: operation.variables,
    operationName: operation.operationName,
    extensions: operation.extensions,
  };
}
