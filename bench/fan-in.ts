/**
 * Benchmark 3, live balances fan-in (BENCHMARKS.md (e)): 10,000 open subscriptions across 1,000
 * members on one gateway process, over the web app's transport (GraphQL over WebSocket, one
 * connection per tab; BENCH_LIVE_TRANSPORT=sse for GraphQL over SSE, one stream each). Counts the
 * platform's `assetsList` calls per poll interval (one per member expected, not one per
 * subscription) and reports the gateway's resident memory.
 * Run: npx -y pnpm@10 --filter @portal/bench run bench:fan-in
 *   BENCH_FANIN_MEMBERS=1000 BENCH_FANIN_TABS=10 BENCH_FANIN_INTERVAL_MS=10000 (the spec's 10 s)
 *   BENCH_FANIN_HEAP_SNAPSHOTS=1: the gateway also writes a V8 heap snapshot before the streams
 *   open and once they are all open (into bench/, `Heap.*.heapsnapshot`), for heap-diff.ts; the
 *   RSS it reports then includes what writing the first snapshot took, so read the heap diff.
 *   BENCH_GATEWAY_BUILD=compiled (default: the gateway built by scripts/build.ts and run by plain
 *   node, as the images run it) or `source` (its TypeScript through tsx, as before 2026-11-26).
 *   BENCH_GATEWAY_NODE_FLAGS: flags for the gateway's node (default: its start script's), e.g.
 *   `--max-semi-space-size=16` to compare a young generation against the one the start command sets (BENCHMARKS.md (j)); the
 *   gateway's CPU time while the connections open and per interval afterwards is the price.
 */
import { pathToFileURL } from 'node:url';
import { buildServices } from '../scripts/build.ts';
import { callsOn, cpuMeter, heapMb, machine, mark, platformCalls, round, rssMb, sleep, startArgs, startCommand, startGateway, startPlatform, table } from './lib/harness.ts';
import { BALANCES_SUBSCRIPTION, inBatches, LiveTab, liveTransport, type LiveTransport } from './lib/live-tab.ts';

const ASSETS = '/api/app/assets/assetsList';
const USER_INFO = '/api/app/user/userInfo';

export interface FanInReport {
  transport: LiveTransport;
  members: number;
  subscriptions: number;
  intervalMs: number;
  intervalsMeasured: number;
  secondsToOpen: number;
  assetsCallsPerInterval: number;
  callsPerMember: number;
  callsPerSubscription: number;
  userInfoCallsInWindow: number;
  gatewayRssMb: { idle: number; open: number; peak: number };
  /** The gateway's V8 heap, used of total, and its memory outside the heap (MB), idle and with every connection open. */
  gatewayHeapMb: { idle: Awaited<ReturnType<typeof heapMb>>; open: Awaited<ReturnType<typeof heapMb>> };
  /** The gateway's CPU seconds while every connection opened, and per interval once all were open. */
  gatewayCpuSeconds: { opening: number; perInterval: number };
  gatewayNodeFlags: string[];
  gatewayBuild: GatewayBuild;
  streamErrors: number;
}

export type GatewayBuild = 'compiled' | 'source';

/** Flags for the gateway's node from BENCH_GATEWAY_NODE_FLAGS (space-separated); by default its start script's, as the images run it. */
export function gatewayNodeFlags(): string[] {
  const flags = process.env.BENCH_GATEWAY_NODE_FLAGS;
  if (flags === undefined) return startArgs('gateway').filter((arg) => arg.startsWith('--'));
  return flags.split(/\s+/).filter(Boolean);
}

export async function fanIn(
  members = 1_000,
  tabsPerMember = 10,
  intervalMs = 10_000,
  intervals = 3,
  transport: LiveTransport = liveTransport(),
  nodeFlags: string[] = gatewayNodeFlags(),
  build: GatewayBuild = process.env.BENCH_GATEWAY_BUILD === 'source' ? 'source' : 'compiled',
): Promise<FanInReport> {
  if (build === 'compiled') await buildServices();
  const platformServer = await startPlatform(undefined, members);
  const platform = platformServer.info;
  const snapshots = process.env.BENCH_FANIN_HEAP_SNAPSHOTS === '1';
  // The compiled gateway with its image's variables too (its start script's).
  const imageEnv = build === 'compiled' ? startCommand('gateway').env : {};
  const gateway = await startGateway(platform, { ...imageEnv, POLL_INTERVAL_MS: String(intervalMs) }, [...nodeFlags, ...(snapshots ? ['--heapsnapshot-signal=SIGUSR2'] : [])], build === 'compiled');
  // A snapshot collects garbage first and blocks the process for seconds: taken outside the measured window.
  const heapSnapshot = async () => {
    if (!snapshots) return;
    process.kill(gateway.pid, 'SIGUSR2');
    await sleep(5_000 + members * 20);
  };
  const tabs: LiveTab[] = [];
  try {
    await sleep(1_000);
    const idle = rssMb(gateway.pid).rss;
    const idleHeap = await heapMb(gateway.info.url);
    await heapSnapshot();
    const started = Date.now();
    const openingCpu = cpuMeter({ gateway: gateway.pid });
    // Every subscription of a member on a client of its own: a tab each, as browsers do.
    const wanted = platform.seeded.flatMap((member) => Array.from({ length: tabsPerMember }, () => member));
    await inBatches(wanted, 200, async (member) => {
      const tab = new LiveTab(gateway.info.url, member.token, transport);
      tabs.push(tab);
      await tab.subscribe(BALANCES_SUBSCRIPTION);
    });
    const secondsToOpen = (Date.now() - started) / 1000;
    const opening = openingCpu.stop().gateway!;
    // Let the pollers settle into their rhythm, then count whole intervals.
    await sleep(intervalMs);
    const before = await platformCalls(platform);
    const windowCpu = cpuMeter({ gateway: gateway.pid });
    await sleep(intervalMs * intervals);
    const inWindow = windowCpu.stop().gateway!;
    const after = await platformCalls(platform);
    const memory = rssMb(gateway.pid);
    const openHeap = await heapMb(gateway.info.url);
    await heapSnapshot();
    const assets = (callsOn(after, ASSETS) - callsOn(before, ASSETS)) / intervals;
    return {
      transport,
      members,
      subscriptions: wanted.length,
      intervalMs,
      intervalsMeasured: intervals,
      secondsToOpen: round(secondsToOpen, 1),
      assetsCallsPerInterval: round(assets, 1),
      callsPerMember: round(assets / members, 3),
      callsPerSubscription: round(assets / wanted.length, 3),
      userInfoCallsInWindow: callsOn(after, USER_INFO) - callsOn(before, USER_INFO),
      gatewayRssMb: { idle, open: memory.rss, peak: memory.peak },
      gatewayHeapMb: { idle: idleHeap, open: openHeap },
      gatewayCpuSeconds: { opening: round(opening, 2), perInterval: round(inWindow / intervals, 2) },
      gatewayNodeFlags: nodeFlags,
      gatewayBuild: build,
      streamErrors: tabs.reduce((sum, tab) => sum + tab.errors, 0),
    };
  } finally {
    for (const tab of tabs) tab.close();
    await gateway.stop();
    await platformServer.stop();
  }
}

export function fanInTable(report: FanInReport): string {
  return table(
    `Live balances fan-in over ${report.transport === 'sse' ? 'SSE' : 'WebSocket'}: ${report.subscriptions} subscriptions across ${report.members} members, one gateway, poll every ${report.intervalMs / 1000} s (target: ≈ ${report.members} upstream calls per interval, RSS ≤ 300 MB)`,
    [
      {
        'assetsList calls / interval': `${report.assetsCallsPerInterval} ${mark(report.assetsCallsPerInterval <= report.members * 1.05)}`,
        'per member': report.callsPerMember,
        'per subscription': report.callsPerSubscription,
        'gateway RSS idle / open / peak MB': `${report.gatewayRssMb.idle} / ${report.gatewayRssMb.open} / ${report.gatewayRssMb.peak} ${mark(report.gatewayRssMb.peak <= 300)}`,
        'gateway heap used / total, outside it, idle → open MB': `${report.gatewayHeapMb.idle.used} / ${report.gatewayHeapMb.idle.total}, ${report.gatewayHeapMb.idle.external} → ${report.gatewayHeapMb.open.used} / ${report.gatewayHeapMb.open.total}, ${report.gatewayHeapMb.open.external}`,
        'seconds to open all': report.secondsToOpen,
        'gateway CPU s opening / per interval': `${report.gatewayCpuSeconds.opening} / ${report.gatewayCpuSeconds.perInterval}`,
        gateway: `${report.gatewayBuild} ${report.gatewayNodeFlags.join(' ')}`.trim(),
        'stream errors': report.streamErrors,
      },
    ],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await fanIn(
    Number(process.env.BENCH_FANIN_MEMBERS ?? 1_000),
    Number(process.env.BENCH_FANIN_TABS ?? 10),
    Number(process.env.BENCH_FANIN_INTERVAL_MS ?? 10_000),
  );
  console.log(JSON.stringify({ machine: machine(), ...report }, null, 2));
  console.log(fanInTable(report));
}
