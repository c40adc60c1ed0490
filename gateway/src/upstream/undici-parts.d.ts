// Types for the undici modules src/upstream/undici.ts loads one by one (undici types its index only).
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import type { Dispatcher } from 'undici';
  const dispatcher: typeof Dispatcher;
  export default dispatcher;
}
declare module 'undici/lib/api/index.js' {
  const api: Record<string, unknown>;
  export default api;
}
declare module 'undici/lib/dispatcher/pool.js' {
  import type { Pool } from 'undici';
  const pool: typeof Pool;
  export default pool;
}
declare module 'undici/lib/core/errors.js' {
  import type { errors } from 'undici';
  const all: typeof errors;
  export default all;
}
