import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HtmlSanitizerPool } from '../content/sanitizer-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The threads that sanitise user HTML (lessons, assignments, essays) off the request thread. */
    sanitizer: HtmlSanitizerPool;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // No thread starts until the first text needs one (content/sanitizer-pool.ts).
    const pool = new HtmlSanitizerPool();
    app.decorate('sanitizer', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'html-sanitizer' },
);
