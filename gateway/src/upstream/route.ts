import type { z } from 'zod';

/**
 * One platform path with the parser of its success answer's `data`: a call names both at once,
 * so no path is ever read with another's parser. Each domain's `upstream.ts` lists its routes;
 * test/upstream-contract.test.ts checks every parser against the platform's OpenAPI document.
 */
export interface UpstreamRoute<S extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly answer: S;
}

export function upstreamRoute<S extends z.ZodType>(path: string, answer: S): UpstreamRoute<S> {
  return Object.freeze({ path, answer });
}
