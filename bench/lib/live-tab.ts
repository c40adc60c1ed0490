// Live subscriptions as a browser tab of the web app holds them. `websocket` (the web app's
// transport, web/src/lib/ws-link.ts): one GraphQL-over-WebSocket connection per tab carrying all
// of the tab's subscriptions. `sse` (GraphiQL's, and the web app's before): GraphQL over
// Server-Sent Events in distinct connections mode, one HTTP stream per subscription.
import { createClient as createSseClient, type Client as SseClient } from 'graphql-sse';
import { createClient as createWsClient, type Client as WsClient, type Sink } from 'graphql-ws';
import WebSocket from 'ws';

export type LiveTransport = 'websocket' | 'sse';

export function liveTransport(value = process.env.BENCH_LIVE_TRANSPORT ?? 'websocket'): LiveTransport {
  if (value !== 'websocket' && value !== 'sse') throw new Error(`BENCH_LIVE_TRANSPORT is websocket or sse, not ${value}`);
  return value;
}

type Result = { data?: unknown; errors?: readonly unknown[] };

interface TransportClient {
  subscribe(query: string, sink: Sink<Result>): () => void;
  dispose(): void;
}

function transportClient(transport: LiveTransport, gatewayUrl: string, token: string): TransportClient {
  if (transport === 'sse') {
    const client: SseClient = createSseClient({ url: `${gatewayUrl}/graphql`, headers: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    return { subscribe: (query, sink) => client.subscribe({ query }, sink), dispose: () => client.dispose() };
  }
  const client: WsClient = createWsClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    connectionParams: { authorization: `Bearer ${token}` },
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  return { subscribe: (query, sink) => client.subscribe({ query }, sink), dispose: () => void client.dispose() };
}

export class LiveTab {
  readonly #client: TransportClient;
  readonly #disposers: Array<() => void> = [];
  values = 0;
  errors = 0;

  constructor(gatewayUrl: string, token: string, transport: LiveTransport = liveTransport()) {
    this.#client = transportClient(transport, gatewayUrl, token);
  }

  /** Opens one subscription; resolves with its first value. */
  subscribe(query: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let first = true;
      this.#disposers.push(
        this.#client.subscribe(query, {
          next: (value) => {
            if (value.errors?.length) {
              this.errors++;
              if (first) reject(new Error(JSON.stringify(value.errors)));
            } else this.values++;
            if (first) resolve();
            first = false;
          },
          error: (error: unknown) => {
            this.errors++;
            if (first) reject(error instanceof Error ? error : new Error(String(error)));
            first = false;
          },
          complete: () => undefined,
        }),
      );
    });
  }

  close(): void {
    for (const dispose of this.#disposers) dispose();
    this.#client.dispose();
  }
}

export const BALANCES_SUBSCRIPTION = 'subscription { balancesChanged { coinName available frozen locked } }';
export const PROFILE_SUBSCRIPTION = 'subscription { profileChanged { id userName level levelName } }';

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}
