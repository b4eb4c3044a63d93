import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HtmlSanitizerPool, type SanitizerPoolOptions } from '../content/sanitizer-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The threads that sanitise user HTML (lessons, assignments, essays) off the request thread. */
    sanitizer: HtmlSanitizerPool;
  }
}

export default fp(
  async (app: FastifyInstance, options: SanitizerPoolOptions) => {
    const pool = new HtmlSanitizerPool(options);
    app.decorate('sanitizer', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'html-sanitizer' },
);
