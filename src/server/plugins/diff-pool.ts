import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiffPool } from '../submissions/diff-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The thread that compares two versions of an essay off the request thread. */
    diffs: DiffPool;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const pool = new DiffPool();
    app.decorate('diffs', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'diff-pool' },
);
