import { parentPort } from 'node:worker_threads';
import { essayText } from '../submissions/essay-text';
import { htmlShapeProblem } from './html-shape';
import { sanitizeHtml } from './sanitize';
import { SANITIZER_READY, type SanitizeRequest, type SanitizeResponse } from './sanitizer-protocol';

/** The sanitiser thread's body: checks the HTML's shape, then sanitises it, one message at a time. */
function serve(port: NonNullable<typeof parentPort>) {
  const answer = (response: SanitizeResponse) => port.postMessage(response);
  port.on('message', ({ id, html, withText }: SanitizeRequest) => {
    try {
      const refused = htmlShapeProblem(html);
      if (refused) return answer({ id, refused });
      const clean = sanitizeHtml(html);
      answer(withText ? { id, html: clean, ...essayText(clean) } : { id, html: clean });
    } catch (error) {
      answer({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage(SANITIZER_READY);
}

if (parentPort) serve(parentPort);
