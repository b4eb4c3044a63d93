import { essayText } from '../submissions/essay-text';
import { taskInThread } from '../threads/thread-task';
import { htmlShapeProblem } from './html-shape';
import { sanitizeHtml } from './sanitize';
import type { SanitizeOutcome, SanitizeRequest } from './sanitizer-protocol';

/** Runs in a sanitiser thread (sanitizer-pool.ts): checks the HTML's shape, then sanitises it. */
export const sanitizeInThread = taskInThread(({ html, withText }: SanitizeRequest): SanitizeOutcome => {
  const refused = htmlShapeProblem(html);
  if (refused) return { refused };
  const clean = sanitizeHtml(html);
  return withText ? { html: clean, ...essayText(clean) } : { html: clean };
});
