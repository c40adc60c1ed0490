/**
 * `pnpm start`: the whole product on the embedded default. The reference platform runs
 * in this process on PGlite under DATA_DIR (./data) and listens on loopback only; the
 * gateway listens on PORT and is the one URL a person opens. Ctrl-C stops both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadPlatformConfig, startPlatform } from '@portal/platform';
import { createGateway, loadGatewayConfig } from '@portal/gateway';

/** What an operator does first on a fresh install (docs/operations.md), printed above the URL. */
const OPERATOR_FIRST_STEPS = `
Operator's first steps, in another terminal (docs/operations.md):
  npx -y pnpm@10 admin bank add "USD bank transfer" "<bank>" "<account name>" "<account number>" --rate 1
                                               open bank deposits (or set DEPOSIT_ADDRESS for on-chain USDT)
  npx -y pnpm@10 admin deposits --pending      deposits waiting for review, then: admin deposit approve <id>
  npx -y pnpm@10 admin --help                  every operator command
To try the whole cycle with demo money instead: DEMO=1 npx -y pnpm@10 start (never in production).
`;

function demoSteps(depositApprovalSeconds: number): string {
  return `
DEMO MODE (never in production): no real money. A demo bank channel is open, every deposit is
approved ${depositApprovalSeconds} s after it is sent, and to see the next day's profit now:
  npx -y pnpm@10 admin demo next-day           moves the platform's clock one day on and runs the profit
`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'web', 'dist');

// Ctrl-C is handled from the first moment (a person may press it as soon as the URL shows):
// whatever has started by then is closed, the gateway first, and the process ends with 0 after
// one line that says so.
let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
let gateway: Awaited<ReturnType<typeof createGateway>> | undefined;
let dataLocation: string | undefined;
async function stop({ signal, err }: { signal?: string; err?: unknown }): Promise<void> {
  if (err) console.error(err);
  await gateway?.close();
  await platform?.close();
  if (signal) console.log(`\nStopped (${signal})${dataLocation ? `; the data stays in ${dataLocation}` : ''}.`);
}
// Ctrl-C is ours to handle rather than close-with-grace's, which ends with 1 on a second signal:
// under `pnpm start` the terminal's one Ctrl-C reaches us twice, from the terminal and passed on
// by pnpm, and the second must not turn a clean stop into "Command failed". A second press later
// than that stops at once, as close-with-grace would.
closeWithGrace({ delay: 10_000, skip: ['SIGINT'] }, stop);
let interruptedAt: number | undefined;
process.on('SIGINT', () => {
  if (interruptedAt !== undefined) {
    if (Date.now() - interruptedAt > 1_000) process.exit(1);
    return;
  }
  interruptedAt = Date.now();
  setTimeout(() => process.exit(1), 10_000).unref();
  stop({ signal: 'SIGINT' }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

try {
  const platformConfig = loadPlatformConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    PLATFORM_HOST: process.env.PLATFORM_HOST ?? '127.0.0.1',
    LOG_LEVEL: process.env.PLATFORM_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn',
    // The embedded gateway calls from loopback: the platform believes its X-Forwarded-For
    // (the member's address); TRUST_PROXY is the gateway's own setting.
    TRUST_PROXY: process.env.PLATFORM_TRUST_PROXY ?? 'loopback',
  });
  platform = await startPlatform(platformConfig);
  dataLocation = platformConfig.databaseUrl ? 'the PostgreSQL database' : platformConfig.dataDir;

  const gatewayConfig = loadGatewayConfig({
    ...process.env,
    UPSTREAM_URL: platform.url,
    ENVELOPE_PUBLIC_KEY: platform.publicKeyPem,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST_DIR: webDist } : {}),
  });
  gateway = await createGateway(gatewayConfig);
  await gateway.listen({ port: gatewayConfig.port, host: gatewayConfig.host });

  const url = `http://localhost:${gatewayConfig.port}`;
  console.log(platformConfig.demo ? demoSteps(platformConfig.demo.depositApprovalSeconds) : OPERATOR_FIRST_STEPS);
  console.log(`Portal is running at ${url}   (GraphiQL under /graphql · data in ${platformConfig.dataDir} · Ctrl-C stops it)`);
  console.log(`Root sponsor referral ID (for the first registration): ${platform.rootReferralId}\n`);
} catch (error) {
  console.error(error instanceof ConfigError || (error as Error).name === 'ConfigError' ? (error as Error).message : error);
  process.exit(1);
}
