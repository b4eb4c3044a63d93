import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KeptBytes } from '../db/kept-bytes';
import { DiffPool } from '../submissions/diff-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The thread that compares two versions of an essay off the request thread. */
    diffs: DiffPool;
    /** Comparisons answered lately, as the bytes sent, dropped when their author's versions change. */
    keptDiffs: KeptBytes;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const pool = new DiffPool();
    app.decorate('diffs', pool);
    // A 495 KB essay's comparison is about 1 MB: some sixty of the largest, many more of the usual.
    app.decorate(
      'keptDiffs',
      new KeptBytes(app.changes, {
        tables: ['submissions'],
        maxBytes: 64 * 1024 * 1024,
        maxEntryBytes: 8 * 1024 * 1024,
      }),
    );
    app.addHook('onClose', () => pool.close());
  },
  { name: 'diff-pool', dependencies: ['database'] },
);
