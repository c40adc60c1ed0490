// The three classes the gateway uses, each from its own file: the package's index loads every
// store it supports (Mongo, MySQL, Postgres, DynamoDB, …), about 0.7 MB of heap for nothing
// (BENCHMARKS.md (j)). Typed as the index exports them.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import type { RateLimiterMemory } from 'rate-limiter-flexible';
  const RateLimiterMemoryClass: typeof RateLimiterMemory;
  export default RateLimiterMemoryClass;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import type { RateLimiterRedis } from 'rate-limiter-flexible';
  const RateLimiterRedisClass: typeof RateLimiterRedis;
  export default RateLimiterRedisClass;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import type { RateLimiterRes } from 'rate-limiter-flexible';
  const RateLimiterResClass: typeof RateLimiterRes;
  export default RateLimiterResClass;
}
