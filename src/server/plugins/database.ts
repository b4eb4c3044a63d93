import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeFeed, NO_CHANGE_FEED } from '../db/change-feed';
import { type Database, pingThroughQueries } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Whether the database answers (db/client `ping`), for the health check. */
    pingDatabase: () => Promise<void>;
    /** What the database announces as changed; without one the read caches always ask the database. */
    changes: ChangeFeed;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The database is opened (and migrated) by the caller, so tests can hand in a restored snapshot. */
export default fp(
  async (
    app: FastifyInstance,
    options: { db: Database; changes?: ChangeFeed; ping?: () => Promise<void> },
  ) => {
    app.decorate('db', options.db);
    app.decorate('pingDatabase', options.ping ?? (() => pingThroughQueries(options.db)));
    const changes = options.changes ?? NO_CHANGE_FEED;
    app.decorate('changes', changes);
    // Whoever wrote reads their own write next: the answer waits until this server has heard of it.
    // Failures too: a refused refresh token ends its session before the 401 goes out.
    app.addHook('onSend', async (request) => {
      if (!READ_METHODS.has(request.method)) await changes.settled();
    });
  },
  { name: 'database' },
);
