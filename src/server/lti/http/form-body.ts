import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Platforms post the launch as an HTML form (OIDC form_post). Read as text within the route's body
 * limit, then parsed with URLSearchParams: the first value of each name, as a browser's form sends one.
 */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value;
      done(null, fields);
    },
  );
}

/**
 * A field of the form or the query, when it is one text of at most `maxLength` characters that
 * PostgreSQL can hold (no U+0000, no half surrogate pair); anything else counts as missing.
 */
export function fieldOf(request: FastifyRequest, name: string, maxLength = 2048): string | undefined {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
  const value = source?.[name];
  if (typeof value !== 'string' || !value || value.length > maxLength) return undefined;
  return value.includes('\u0000') || !value.isWellFormed() ? undefined : value;
}
