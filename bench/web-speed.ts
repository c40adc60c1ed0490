/**
 * The web app on a slow phone (results and how to read them: BENCHMARKS.md, section (c)).
 * The production build served by the real gateway in front of the real platform, opened in
 * Debian's Chromium under slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and a 4× slower CPU:
 *   - the JavaScript /login and the dashboard fetch before they are usable (bytes on the wire,
 *     their gzip size, file count),
 *   - Largest Contentful Paint of each (median of BENCH_WEB_RUNS cold loads),
 *   - Total Blocking Time of each: what every main-thread task over 50 ms blocked beyond its
 *     first 50 ms, from First Contentful Paint until the page is usable and has settled (a
 *     second later). Lighthouse ends the window at Time to Interactive; ending it later counts
 *     more tasks, never fewer, so this figure is the stricter one,
 *   - a repeat visit: the requests for hashed assets the gateway receives (should be none).
 * Run: npx -y pnpm@10 --filter @portal/web build && npx -y pnpm@10 --filter @portal/bench run web-speed
 * BENCH_WEB_PROFILE=<dir> also writes each page's first cold load as a CPU profile of the page
 * (`<page>.cpuprofile`, for Chrome's DevTools or `speedscope`); a build with `--minify false`
 * (BENCH_WEB_DIST) keeps the function names readable. BENCH_WEB_TRACE=<dir> writes the same load as
 * a Chrome trace (`<page>.trace.json`, DevTools' Performance panel): each task with what ran in it.
 * This is a measurement, not a test: it prints one JSON report and fails on nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { createGateway, loadGatewayConfig } from '@portal/gateway';
import { startTestPlatform } from '@portal/platform/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_WEB_DIST measures another build (e.g. an older one, for a before/after in one sitting).
const WEB_DIST = process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'web', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PROFILE_DIR = process.env.BENCH_WEB_PROFILE;
const TRACE_DIR = process.env.BENCH_WEB_TRACE;

// Lighthouse's "slow 4G" profile; throughput in bytes per second as CDP wants it.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// Issue 25's targets on React (BENCHMARKS.md (d)).
const TARGETS = {
  login: { jsGzipKb: 200, lcpMs: 2000, tbtMs: Number.POSITIVE_INFINITY },
  dashboard: { jsGzipKb: 300, lcpMs: 2500, tbtMs: 200 },
};

const USER = 'bench_web';
const PASSWORD = 'bench-Password1';

interface ScriptFile {
  url: string;
  /** Bytes on the wire (headers included), as Chromium counted them. */
  transferred: number;
  /** The file itself, uncompressed. */
  bytes: number;
  /** What it would weigh gzipped (level 9, as the build writes it). */
  gzipBytes: number;
}

interface Load {
  lcpMs: number;
  tbtMs: number;
  /** The machine's one-minute load average as this load ended. */
  load: number;
  scripts: ScriptFile[];
}

if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error(`${WEB_DIST} has no build: run \`npx -y pnpm@10 --filter @portal/web build\` first`);
}

const platform = await startTestPlatform();
const gateway = await createGateway(
  loadGatewayConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    UPSTREAM_URL: platform.url,
    ENVELOPE_PUBLIC_KEY: platform.publicKeyPem,
    WEB_DIST_DIR: WEB_DIST,
    LOG_LEVEL: 'silent',
  }),
);
// What the server sees: the hashed-asset requests of a repeat visit are counted here.
const assetRequests: string[] = [];
gateway.addHook('onRequest', async (request) => {
  if (request.url.startsWith('/assets/')) assetRequests.push(request.url);
});
const baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });

try {
  const token = await registerAndLogIn();
  const pages: Record<'login' | 'dashboard', { hash: string; token?: string; ready: (page: Page) => Promise<void> }> = {
    // index.html carries the sign-in form (web/src/app/prerender.tsx): usable once React has taken it over.
    login: { hash: '/login', ready: (page: Page) => page.locator('html[data-app-started] #field-userName').waitFor() },
    dashboard: {
      hash: '/index',
      token,
      // The dashboard is usable once the balances have arrived.
      ready: (page: Page) => page.getByTestId('balance-CASH_POINT').first().waitFor(),
    },
  };
  const report: Record<string, unknown> = {
    machine: machine(),
    network: 'slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up',
    cpuSlowdown: CPU_SLOWDOWN,
  };
  for (const [name, target] of Object.entries(pages)) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(target.hash, target.ready, target.token, run === 0 ? name : undefined));
    const scripts = loads[0]!.scripts;
    const lcps = loads.map((load) => load.lcpMs).sort((a, b) => a - b);
    const tbts = loads.map((load) => load.tbtMs).sort((a, b) => a - b);
    const repeat = await repeatVisit(target.hash, target.ready, target.token);
    const goal = TARGETS[name as keyof typeof TARGETS];
    const jsGzipKb = kb(sum(scripts, 'gzipBytes'));
    const lcpMs = Math.round(lcps[Math.floor(lcps.length / 2)]!);
    const tbtMs = Math.round(tbts[Math.floor(tbts.length / 2)]!);
    report[name] = {
      jsFiles: scripts.length,
      jsKb: kb(sum(scripts, 'bytes')),
      jsGzipKb,
      jsTransferredKb: kb(sum(scripts, 'transferred')),
      lcpMs,
      lcpRunsMs: lcps.map(Math.round),
      tbtMs,
      tbtRunsMs: tbts.map(Math.round),
      loadAverages: loads.map((load) => Number(load.load.toFixed(1))),
      repeatVisitAssetRequests: repeat,
      meets: { js: jsGzipKb <= goal.jsGzipKb, lcp: lcpMs <= goal.lcpMs, tbt: tbtMs <= goal.tbtMs, repeat: repeat.length === 0 },
      scripts: [...scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((file) => `${path.basename(new URL(file.url).pathname)} ${kb(file.gzipBytes)} KB gz`),
    };
  }
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  await gateway.close();
  await platform.close();
}

/** A new member through the gateway's GraphQL; returns a session token for the dashboard. */
async function registerAndLogIn(): Promise<string> {
  const { captcha, countries } = await graphql<{ captcha: { captchaId: string }; countries: { code: string }[] }>(
    'query { captcha { captchaId } countries { code } }',
  );
  await graphql('mutation ($input: RegisterInput!) { register(input: $input) { userId } }', {
    input: {
      userName: USER,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      transactionPassword: 'bench-trade-1',
      countryCode: countries[0]!.code,
      referralId: platform.rootReferralId,
      captchaId: captcha.captchaId,
      captchaCode: platform.captchaAnswer,
    },
  });
  const { login } = await graphql<{ login: { token: string } }>('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName: USER, password: PASSWORD },
  });
  return login.token;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function newContext(token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  if (token) await context.addInitScript((value) => sessionStorage.setItem('portal.token', value), token);
  // The last Largest Contentful Paint candidate, as the browser reports it.
  await context.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      (window as unknown as { benchLcp: number }).benchLcp = entries[entries.length - 1]!.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Every main-thread task over 50 ms, from the start (the observer is in place before any script).
    const longTasks: [number, number][] = [];
    (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks = longTasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return context;
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** One first visit with an empty cache: the scripts fetched until the page is usable, and LCP. */
async function coldLoad(hash: string, ready: (page: Page) => Promise<void>, token?: string, profileName?: string): Promise<Load> {
  const context = await newContext(token);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await throttle(page);
    const scriptUrls = new Map<string, string>();
    const transferred = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scriptUrls.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
    const profiling = PROFILE_DIR && profileName;
    const tracing = TRACE_DIR && profileName;
    const traceEvents: unknown[] = [];
    if (tracing) {
      cdp.on('Tracing.dataCollected', (event) => traceEvents.push(...event.value));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'],
        },
      });
    }
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${baseUrl}/#${hash}`);
    await ready(page);
    await settled(page);
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(PROFILE_DIR, { recursive: true });
      fs.writeFileSync(path.join(PROFILE_DIR, `${profileName}.cpuprofile`), JSON.stringify(profile));
    }
    if (tracing) {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      fs.writeFileSync(path.join(TRACE_DIR, `${profileName}.trace.json`), JSON.stringify({ traceEvents }));
    }
    const lcpMs = await page.evaluate(() => (window as unknown as { benchLcp?: number }).benchLcp ?? Number.NaN);
    const tbtMs = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks;
      // A task that began before First Contentful Paint counts only for what it blocked after it.
      return tasks.reduce((blocked, [start, duration]) => {
        const end = start + duration;
        if (end <= fcp) return blocked;
        const from = Math.max(start, fcp);
        return blocked + Math.max(0, end - from - 50);
      }, 0);
    });
    const scripts = [...scriptUrls].map(([requestId, url]) => {
      const file = path.join(WEB_DIST, new URL(url).pathname);
      const content = fs.readFileSync(file);
      const gz = `${file}.gz`;
      return {
        url,
        transferred: transferred.get(requestId) ?? 0,
        bytes: content.length,
        gzipBytes: fs.existsSync(gz) ? fs.statSync(gz).size : gzipSync(content, { level: 9 }).length,
      };
    });
    return { lcpMs, tbtMs, load: os.loadavg()[0]!, scripts };
  } finally {
    await context.close();
  }
}

/** A first visit, then the same page opened again in the same browser: the hashed files the gateway is asked for. */
async function repeatVisit(hash: string, ready: (page: Page) => Promise<void>, token?: string): Promise<string[]> {
  const context = await newContext(token);
  try {
    const first = await context.newPage();
    await first.goto(`${baseUrl}/#${hash}`);
    await ready(first);
    await settled(first);
    await first.close();
    assetRequests.length = 0;
    const again = await context.newPage();
    await again.goto(`${baseUrl}/#${hash}`);
    await ready(again);
    await settled(again);
    return [...assetRequests];
  } finally {
    await context.close();
  }
}

/** The page's load event, then a second for late chunks (the dashboard's live stream never goes idle). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
}

function sum(files: ScriptFile[], key: 'transferred' | 'bytes' | 'gzipBytes'): number {
  return files.reduce((total, file) => total + file[key], 0);
}

function kb(bytes: number): number {
  return Math.round(bytes / 102.4) / 10;
}

function machine(): string {
  const cpus = os.cpus();
  return `${process.platform} ${process.arch}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.versions.node}, load ${os.loadavg()[0]!.toFixed(1)}`;
}
