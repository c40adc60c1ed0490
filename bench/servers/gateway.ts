// The gateway in a process of its own, for the benchmarks: prints one JSON line when ready.
import { createGateway, loadGatewayConfig } from '@portal/gateway';

const gateway = await createGateway(loadGatewayConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url }));
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
