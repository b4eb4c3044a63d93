import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict Content Security Policy: scripts only from our origin; styles from our origin or with the
 * per-request nonce that the SPA hands to its CSS-in-JS cache; nothing may frame the product.
 */
export default fp(
  async (app: FastifyInstance, options: { apiOrigins?: string[] }) => {
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
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
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'security' },
);
