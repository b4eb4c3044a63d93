import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonShapeProblem } from '../input/json-shape';
import { maxJsonBytes } from '../input/json-size';
import { nestedTooDeeply, tooManyValues } from '../input/refusals';

/** What a route without a body schema may still be sent (an empty object, a stray form). */
export const SMALLEST_BODY_LIMIT = 16 * 1024;
/** Fastify's own default, kept as the ceiling: a route whose contract needs more says so itself. */
const LARGEST_BODY_LIMIT = 1024 * 1024;

/** The body limit a schema implies: what its largest valid body takes, within the two bounds above. */
function bodyLimitFor(schema: unknown): number {
  const bytes = schema ? maxJsonBytes(schema as Parameters<typeof maxJsonBytes>[0]) : 0;
  return Math.min(LARGEST_BODY_LIMIT, Math.max(SMALLEST_BODY_LIMIT, Math.ceil(bytes)));
}

/**
 * Every API route reads no more than its contract allows (design: bounded work per request): the limit
 * comes from the body schema, so a sign-in reads kilobytes, not Fastify's default megabyte; a route
 * that sets `bodyLimit` itself keeps it. JSON is then measured before it is parsed: text nested deeper
 * or holding more values than any request of the contract is refused without building it.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.bodyLimit !== undefined) return;
      route.bodyLimit = bodyLimitFor(route.schema?.body);
    });

    // Fastify's own parser (prototype poisoning refused, as by default), after the measuring.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      const problem = jsonShapeProblem(text);
      if (problem === 'tooDeep') return done(nestedTooDeeply('body'), undefined);
      if (problem === 'tooMany') return done(tooManyValues('body'), undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'body-bounds' },
);
