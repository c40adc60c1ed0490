// Live subscriptions as the web app opens them: graphql-sse's client (web/src/lib/sse-link.ts),
// GraphQL over Server-Sent Events in distinct connections mode, one HTTP stream each.
import { createClient, type Client } from 'graphql-sse';

export class LiveTab {
  readonly #client: Client;
  readonly #disposers: Array<() => void> = [];
  values = 0;
  errors = 0;

  constructor(gatewayUrl: string, token: string) {
    this.#client = createClient({ url: `${gatewayUrl}/graphql`, headers: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  }

  /** Opens one subscription; resolves with its first value. */
  subscribe(query: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let first = true;
      this.#disposers.push(
        this.#client.subscribe(
          { query },
          {
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
          },
        ),
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
