/**
 * Benchmark 9, against the spec's own client behaviour (BENCHMARKS.md (f)): N browser tabs of
 * one member polling profile + balances every interval each (SPEC §7's 10-second reload, as one
 * GraphQL query through the gateway) vs the same N tabs holding the two live subscriptions.
 * Counts the platform calls either way; reported per minute at the spec's 10 s interval. The
 * interval is shortened (BENCH_POLL_INTERVAL_MS, default 1 s) for both sides alike, so the
 * counts per interval are those of a real 10 s interval, only sooner.
 * Run alone: npx -y pnpm@10 --filter @portal/bench run bench:polling   (BENCH_POLL_TABS=1,10,50)
 */
import { pathToFileURL } from 'node:url';
import { PROFILE_AND_BALANCES_QUERY } from './lib/operations.ts';
import { callsOn, machine, mark, platformCalls, round, sleep, startGateway, startPlatform, table, type PlatformInfo } from './lib/harness.ts';
import { BALANCES_SUBSCRIPTION, LiveTab, PROFILE_SUBSCRIPTION } from './lib/live-tab.ts';

const PATHS = ['/api/app/user/userInfo', '/api/app/assets/assetsList'];
const SPEC_INTERVAL_MS = 10_000;

export interface PollingRow {
  tabs: number;
  pollingPerMinute: number;
  subscriptionsPerMinute: number;
}

async function upstreamCalls(platform: PlatformInfo): Promise<number> {
  const counts = await platformCalls(platform);
  return PATHS.reduce((sum, path) => sum + callsOn(counts, path), 0);
}

/** Platform calls during `intervals` intervals while `activity` runs, as calls per minute at the spec's interval. */
async function perSpecMinute(platform: PlatformInfo, intervalMs: number, intervals: number): Promise<number> {
  const before = await upstreamCalls(platform);
  await sleep(intervalMs * intervals);
  const perInterval = ((await upstreamCalls(platform)) - before) / intervals;
  return round(perInterval * (60_000 / SPEC_INTERVAL_MS), 1);
}

export async function pollingVsSubscriptions(tabCounts: readonly number[], intervalMs = 1_000, intervals = 10): Promise<PollingRow[]> {
  const platformServer = await startPlatform();
  const platform = platformServer.info;
  const gateway = await startGateway(platform, { POLL_INTERVAL_MS: String(intervalMs) });
  const rows: PollingRow[] = [];
  try {
    for (const tabs of tabCounts) {
      // Polling tabs: each reloads on its own timer, started at a random point of the interval.
      let polling = true;
      const body = JSON.stringify({ query: PROFILE_AND_BALANCES_QUERY });
      const pollers = Array.from({ length: tabs }, async () => {
        await sleep(Math.random() * intervalMs);
        while (polling) {
          const response = await fetch(`${gateway.info.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${platform.token}` },
            body,
          });
          const answer = (await response.json()) as { errors?: unknown };
          if (answer.errors) throw new Error(JSON.stringify(answer.errors));
          await sleep(intervalMs);
        }
      });
      await sleep(intervalMs);
      const pollingPerMinute = await perSpecMinute(platform, intervalMs, intervals);
      polling = false;
      await Promise.all(pollers);

      // Live tabs: each holds the two subscriptions the dashboard opens.
      const live = Array.from({ length: tabs }, () => new LiveTab(gateway.info.url, platform.token));
      try {
        await Promise.all(live.flatMap((tab) => [tab.subscribe(BALANCES_SUBSCRIPTION), tab.subscribe(PROFILE_SUBSCRIPTION)]));
        await sleep(intervalMs);
        const subscriptionsPerMinute = await perSpecMinute(platform, intervalMs, intervals);
        rows.push({ tabs, pollingPerMinute, subscriptionsPerMinute });
      } finally {
        for (const tab of live) tab.close();
      }
      await sleep(intervalMs * 2);
    }
  } finally {
    await gateway.stop();
    await platformServer.stop();
  }
  return rows;
}

export function pollingTable(rows: PollingRow[]): string {
  const single = rows.find((r) => r.tabs === 1) ?? rows[0]!;
  return table(
    'Polling tabs vs live subscriptions: platform calls per minute at the spec’s 10 s interval, one member (target: independent of the number of tabs)',
    rows.map((r) => ({
      tabs: r.tabs,
      'polling: calls / min': r.pollingPerMinute,
      'subscriptions: calls / min': `${r.subscriptionsPerMinute} ${mark(r.subscriptionsPerMinute <= single.subscriptionsPerMinute * 1.2 + 1)}`,
      'polling / subscriptions': round(r.pollingPerMinute / r.subscriptionsPerMinute, 1),
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const tabs = (process.env.BENCH_POLL_TABS ?? '1,10,50').split(',').map(Number);
  const rows = await pollingVsSubscriptions(tabs, Number(process.env.BENCH_POLL_INTERVAL_MS ?? 1_000));
  console.log(JSON.stringify({ machine: machine(), rows }, null, 2));
  console.log(pollingTable(rows));
}
