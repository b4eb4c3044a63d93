import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer (a page) a fresh nonce and the policy that allows styles carrying it, for the
     * SPA's CSS-in-JS cache; returns the nonce to write into the page. `framedBy` names the origins that
     * may show the page in a frame (the registered LTI platforms); none by default.
     */
    useStyleNonce(framedBy?: readonly string[]): string;
  }
}

type ResponseWithNonce = ServerResponse & { styleNonce?: string; framedBy?: readonly string[] };

/** The frame-ancestors sources for these origins: 'none' when there are none. */
export const frameAncestorsOf = (origins: readonly string[] = []) =>
  origins.length ? origins.join(' ') : "'none'";

/**
 * A strict Content Security Policy: scripts only from our origin; styles from our origin or, on pages,
 * with the per-request nonce that the SPA hands to its CSS-in-JS cache; nothing may frame the product,
 * except that the application's pages may be framed by the LMSs registered as LTI platforms (a launch
 * opens Margin inside the LMS's page).
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
        frameAncestors: [(_request, response) => frameAncestorsOf((response as ResponseWithNonce).framedBy)],
      },
    });

    app.addHook('onRequest', (request, reply, done) => everyAnswer(request.raw, reply.raw, () => done()));
    app.decorateReply('useStyleNonce', function useStyleNonce(framedBy: readonly string[] = []) {
      const nonce = randomBytes(16).toString('hex');
      const response: ResponseWithNonce = this.raw;
      response.styleNonce = nonce;
      response.framedBy = framedBy;
      // frame-ancestors governs framing; the older header would still refuse the LMS in some browsers.
      if (framedBy.length) response.removeHeader('x-frame-options');
      pagePolicy(this.request.raw, response, () => {});
      return nonce;
    });
  },
  { name: 'security' },
);
