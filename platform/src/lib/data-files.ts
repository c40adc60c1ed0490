/**
 * The files a running platform leaves in DATA_DIR for the operator CLI (`pnpm admin`), which
 * reads them without loading the platform itself.
 */
export const PLATFORM_URL_FILE = 'platform-url';
export const ADMIN_TOKEN_FILE = 'admin-token';
/** The key sealing authenticator secrets, when FACTOR_SECRET_KEY is not given (base64url, 32 bytes). */
export const FACTOR_KEY_FILE = 'factor-key';
/** Days a demo installation runs ahead of the real date (`pnpm admin demo next-day`). */
export const DEMO_DAYS_FILE = 'demo-days';
