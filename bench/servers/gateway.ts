// The gateway in a process of its own, for the benchmarks: prints one JSON line when ready.
//   BENCH_LOG_FILE     write the gateway's log lines there (at LOG_LEVEL, default info) instead
//                      of dropping them, so their cost is counted as in production
//   BENCH_CPU_PROFILE  see profiling.ts
import { createWriteStream } from 'node:fs';
import { createGateway, loadGatewayConfig } from '@portal/gateway';
import { profileOnSignal } from './profiling.ts';

const logFile = process.env.BENCH_LOG_FILE;
const gateway = await createGateway(
  loadGatewayConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logFile ? (process.env.LOG_LEVEL ?? 'info') : 'silent' }),
  logFile ? { logDestination: createWriteStream(logFile) } : {},
);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url }));
profileOnSignal(process.env.BENCH_CPU_PROFILE);
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
