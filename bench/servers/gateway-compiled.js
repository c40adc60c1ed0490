// The gateway as the images run it (the compiled build, plain node: no TypeScript loader), in a
// process of its own for the benchmarks: prints one JSON line when ready. Build it first
// (`buildServices()` from scripts/build.ts). BENCH_LOG_FILE as in gateway.ts.
import { createGateway, loadGatewayConfig } from '../../gateway/dist/index.js';
import { logDestination } from './log-file.js';

const logFile = process.env.BENCH_LOG_FILE;
const gateway = await createGateway(
  loadGatewayConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logFile ? (process.env.LOG_LEVEL ?? 'info') : 'silent' }),
  logFile ? { logDestination: logDestination(logFile) } : {},
);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url }));
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
