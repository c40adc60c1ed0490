// The gateway in a process of its own, for the benchmarks: prints one JSON line when ready.
//   BENCH_LOG_FILE     write the gateway's log lines there (at LOG_LEVEL, default info), a
//                      synchronous write a line as to standard output in production, instead of
//                      dropping them, so their cost is counted
//   BENCH_CPU_PROFILE  see profiling.ts
import { createGateway, loadGatewayConfig } from '@portal/gateway';
import { logDestination } from './log-file.js';
import { profileOnSignal } from './profiling.ts';

const logFile = process.env.BENCH_LOG_FILE;
const gateway = await createGateway(
  loadGatewayConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logFile ? (process.env.LOG_LEVEL ?? 'info') : 'silent' }),
  logFile ? { logDestination: logDestination(logFile) } : {},
);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url }));
profileOnSignal(process.env.BENCH_CPU_PROFILE);
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
