export { buildPlatform, type Platform } from './app.ts';
export { loadPlatformConfig, ConfigError, IN_MEMORY, type PlatformConfig } from './config.ts';
export { startPlatform, PLATFORM_URL_FILE } from './server.ts';
