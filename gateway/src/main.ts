import closeWithGrace from 'close-with-grace';
import { startTracing } from '@portal/telemetry';
import { createGateway } from './app.ts';
import { GatewayConfigError, loadGatewayConfig } from './config.ts';

// Before anything serves: trace ids in the log lines, spans exported when OTEL_EXPORTER_OTLP_ENDPOINT is set.
const tracing = await startTracing({ serviceName: 'portal-gateway' });

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
  } else {
    app.log.info({ signal }, 'closing the gateway');
    await app.shutdown();
  }
  // The spans of the last requests still go out, unless the collector is away.
  const { exportError } = await tracing.shutdown();
  if (exportError) app.log.warn({ err: exportError }, 'the last spans could not be sent to the OTLP endpoint');
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.fatal({ err }, 'the gateway could not start');
  process.exit(1);
}
