import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** The database is opened (and migrated) by the caller, so tests can hand in a restored snapshot. */
export default fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorate('db', options.db);
  },
  { name: 'database' },
);
