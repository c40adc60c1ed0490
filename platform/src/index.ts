export { buildPlatform, type Platform } from './app.ts';
export { loadPlatformConfig, ConfigError, type PlatformConfig } from './config.ts';
export { IN_MEMORY } from './db/database.ts';
export { startPlatform, PLATFORM_URL_FILE } from './server.ts';
