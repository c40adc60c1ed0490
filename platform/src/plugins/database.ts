import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/time.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
  }
}

/** The database is opened and migrated by the caller (buildPlatform), which also closes it. */
export const databasePlugin = fp<{ db: Db; clock: Clock }>(
  async function database(app: FastifyInstance, options) {
    app.decorate('db', options.db);
    app.decorate('clock', options.clock);
  },
  { name: 'database' },
);
