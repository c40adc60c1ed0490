import closeWithGrace from 'close-with-grace';
import { startTracing } from '@portal/telemetry';
import { ConfigError, loadPlatformConfig } from './config.ts';
import { startPlatform } from './server.ts';

// Before anything serves: trace ids in the log lines, spans exported when OTEL_EXPORTER_OTLP_ENDPOINT is set.
const tracing = await startTracing({ serviceName: 'portal-platform' });

try {
  const platform = await startPlatform(loadPlatformConfig());
  console.log(`Platform listening at ${platform.url}; root sponsor referral ID: ${platform.rootReferralId}`);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) platform.app.log.error({ err }, 'closing after an error');
    await platform.close();
    // The spans of the last requests still go out, unless the collector is away.
    const { exportError } = await tracing.shutdown();
    if (exportError) platform.app.log.warn({ err: exportError }, 'the last spans could not be sent to the OTLP endpoint');
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
