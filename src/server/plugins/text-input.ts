import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';

const NUL = '\u0000';

function problemOf(text: string): string | null {
  if (text.includes(NUL)) return 'Remove the null character (U+0000) from this text; it cannot be saved.';
  // Half of a UTF-16 surrogate pair: JSON can carry one, but UTF-8 text cannot hold it.
  if (!text.isWellFormed()) {
    return 'This text holds a broken character (half of a surrogate pair); type it again.';
  }
  return null;
}

/** Names a field the way validation errors do: `title`, `details.path`, `0.action`, or `body` for the whole. */
function collect(value: unknown, path: string[], problems: Record<string, string>): void {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    if (problem) problems[path.join('.') || 'body'] = problem;
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collect(item, [...path, String(index)], problems);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, [...path, key], problems);
  }
}

function refusal(problems: Record<string, string>, part: 'body' | 'querystring'): HttpError {
  const detail = Object.entries(problems)
    .map(([field, sentence]) => `${field}: ${sentence}`)
    .join(' ');
  const message = part === 'body' ? 'Check the highlighted fields.' : 'The request querystring is not valid.';
  return new HttpError(400, ErrorCode.validationFailed, message, detail, problems);
}

/**
 * PostgreSQL text cannot hold U+0000, and a lone surrogate would be stored as U+FFFD: rather than fail
 * with a 500 or silently change what was sent, such text is refused with a sentence naming the field.
 * Refusing (not stripping) keeps the rule that what is saved is exactly what was sent.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // The API's text only: a page address with an odd query still gets its page.
      if (!request.routeOptions.config?.access) return;
      const inQuery: Record<string, string> = {};
      collect(request.query, [], inQuery);
      if (Object.keys(inQuery).length) throw refusal(inQuery, 'querystring');
      const inBody: Record<string, string> = {};
      collect(request.body, [], inBody);
      if (Object.keys(inBody).length) throw refusal(inBody, 'body');
    });
  },
  { name: 'text-input' },
);
