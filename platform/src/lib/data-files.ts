/**
 * The files a running platform leaves in DATA_DIR for the operator CLI (`pnpm admin`), which
 * reads them without loading the platform itself.
 */
export const PLATFORM_URL_FILE = 'platform-url';
export const ADMIN_TOKEN_FILE = 'admin-token';
