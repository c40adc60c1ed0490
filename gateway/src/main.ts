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

// SIGTERM/SIGINT: drain (readiness fails for SHUTDOWN_DRAIN_MS), then close; forced exit if that
// takes 10 s longer than the drain.
closeWithGrace({ delay: config.shutdownDrainMs + 10_000 }, async ({ signal, err }) => {
  if (err) {
    app.log.error({ err }, 'closing the gateway after an error');
    await app.close();
    return;
  }
  app.log.info({ signal }, 'closing the gateway');
  await app.shutdown();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.fatal({ err }, 'the gateway could not start');
  process.exit(1);
}
