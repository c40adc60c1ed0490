import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertFactorKey } from './factor-key.ts';
import type { Factors } from './second-factor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What second-factor checks need (security/second-factor.ts): database, clock, the key sealing the secrets. */
    factors: Factors;
  }
}

export const factorsPlugin = fp<{ key: Buffer }>(
  async function factors(app: FastifyInstance, options) {
    assertFactorKey(options.key);
    app.decorate('factors', { db: app.db, clock: app.clock, key: options.key });
  },
  { name: 'factors', dependencies: ['database'] },
);
