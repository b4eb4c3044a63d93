import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { walkStrings } from '../input/bounded-walk';
import { nestedTooDeeply, tooManyValues } from '../input/refusals';
import { fieldsRefusal } from '../input/reported-problems';

const NUL = '\u0000';

function problemOf(text: string): string | null {
  if (text.includes(NUL)) return 'Remove the null character (U+0000) from this text; it cannot be saved.';
  // Half of a UTF-16 surrogate pair: JSON can carry one, but UTF-8 text cannot hold it.
  if (!text.isWellFormed()) {
    return 'This text holds a broken character (half of a surrogate pair); type it again.';
  }
  return null;
}

/** Walks one part of the request; a part too deep or too large to walk is refused before anything else. */
function checkPart(value: unknown, part: 'body' | 'querystring'): void {
  const outcome = walkStrings(value, problemOf);
  if (outcome.kind === 'tooDeep') throw nestedTooDeeply(part);
  if (outcome.kind === 'tooMany') throw tooManyValues(part);
  if (outcome.problems.size === 0) return;
  const message = part === 'body' ? 'Check the highlighted fields.' : 'The request querystring is not valid.';
  throw fieldsRefusal(outcome.problems, { message });
}

/**
 * PostgreSQL text cannot hold U+0000, and a lone surrogate would be stored as U+FFFD: rather than fail
 * with a 500 or silently change what was sent, such text is refused with a sentence naming the field.
 * Refusing (not stripping) keeps the rule that what is saved is exactly what was sent. The same walk
 * bounds every body and query by depth and size before validation or any route looks at it.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // The API's text only: a page address with an odd query still gets its page.
      if (!request.routeOptions.config?.access) return;
      checkPart(request.query, 'querystring');
      checkPart(request.body, 'body');
    });
  },
  { name: 'text-input' },
);
