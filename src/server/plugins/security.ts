import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer (a page) a fresh nonce and the policy that allows styles carrying it, for the
     * SPA's CSS-in-JS cache; returns the nonce to write into the page.
     */
    useStyleNonce(): string;
  }
}

type ResponseWithNonce = ServerResponse & { styleNonce?: string };

/**
 * A strict Content Security Policy: scripts only from our origin; styles from our origin or, on pages,
 * with the per-request nonce that the SPA hands to its CSS-in-JS cache; nothing may frame the product.
 * Both header sets are built once: helmet checks and compiles its options when it is called, which per
 * request cost more than many API answers themselves.
 */
export default fp(
  async (app: FastifyInstance, options: { apiOrigins?: string[] }) => {
    const directives = {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(options.apiOrigins ?? [])],
      // The demo area registers its mock service worker from this origin (section 6: public demo).
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    };
    const common = { crossOriginEmbedderPolicy: false, referrerPolicy: { policy: 'no-referrer' as const } };
    const everyAnswer = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives } });
    const pagePolicy = helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        ...directives,
        styleSrc: ["'self'", (_request, response) => `'nonce-${(response as ResponseWithNonce).styleNonce}'`],
      },
    });

    app.addHook('onRequest', (request, reply, done) => everyAnswer(request.raw, reply.raw, () => done()));
    app.decorateReply('useStyleNonce', function useStyleNonce() {
      const nonce = randomBytes(16).toString('hex');
      const response: ResponseWithNonce = this.raw;
      response.styleNonce = nonce;
      pagePolicy(this.request.raw, response, () => {});
      return nonce;
    });
  },
  { name: 'security' },
);
