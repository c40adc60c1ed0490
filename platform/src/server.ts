import fs from 'node:fs';
import path from 'node:path';
import type { PlatformConfig } from './config.ts';
import { IN_MEMORY } from './db/database.ts';
import { buildPlatform, type Platform } from './app.ts';
import { PLATFORM_URL_FILE } from './lib/data-files.ts';

export { PLATFORM_URL_FILE };

/**
 * Builds and starts listening; leaves the address in DATA_DIR so `pnpm admin` finds the
 * running platform.
 */
export async function startPlatform(config: PlatformConfig): Promise<Platform & { url: string }> {
  const platform = await buildPlatform(config);
  const address = await platform.app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  if (config.dataDir !== IN_MEMORY) fs.writeFileSync(path.join(config.dataDir, PLATFORM_URL_FILE), `${url}\n`);
  if (platform.rootSponsorCreated) platform.app.log.info({ referralId: platform.rootReferralId }, 'first start: created the root sponsor');
  return { ...platform, url };
}
