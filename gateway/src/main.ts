import closeWithGrace from 'close-with-grace';
import { createGateway } from './app.ts';
import { GatewayConfigError, loadGatewayConfig } from './config.ts';

let config;
try {
  config = loadGatewayConfig();
} catch (error) {
  if (error instanceof GatewayConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await createGateway(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing the gateway after an error');
  else app.log.info({ signal }, 'closing the gateway');
  await app.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.fatal({ err }, 'the gateway could not start');
  process.exit(1);
}
