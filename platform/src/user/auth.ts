import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../errors.ts';
import { resolveSession, type SessionMember, type SessionPolicy } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for member paths: a live session and `login-type: USER`. */
    requireMember(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    member: SessionMember & { tokenHash: string };
  }
}

export const authPlugin = fp<{ session: SessionPolicy }>(
  async function auth(app: FastifyInstance, options) {
    app.decorateRequest('member', undefined as unknown as SessionMember & { tokenHash: string });
    app.decorate('requireMember', async function requireMember(request: FastifyRequest) {
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      request.member = await resolveSession(app.db, app.clock, options.session, token);
      if (request.headers['login-type'] !== 'USER') throw new Forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
