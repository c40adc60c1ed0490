import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertFactorKey } from './factor-key.ts';
import type { WebAuthnConfig } from './passkeys.ts';
import type { Factors } from './second-factor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What second-factor checks need (security/second-factor.ts): database, clock, the key sealing the secrets, the passkeys' relying party. */
    factors: Factors;
  }
}

export const factorsPlugin = fp<{ key: Buffer; webAuthn: WebAuthnConfig }>(
  async function factors(app: FastifyInstance, options) {
    assertFactorKey(options.key);
    app.decorate('factors', { db: app.db, clock: app.clock, key: options.key, webAuthn: options.webAuthn });
  },
  { name: 'factors', dependencies: ['database'] },
);
