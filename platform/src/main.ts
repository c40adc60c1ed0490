import closeWithGrace from 'close-with-grace';
import { ConfigError, loadPlatformConfig } from './config.ts';
import { startPlatform } from './server.ts';

try {
  const platform = await startPlatform(loadPlatformConfig());
  console.log(`Platform listening at ${platform.url}; root sponsor referral ID: ${platform.rootReferralId}`);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) platform.app.log.error({ err }, 'closing after an error');
    await platform.close();
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
