import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';
import { fieldsRefusal } from '../input/reported-problems';
import { HTML_LIMITS, type HtmlShapeProblem } from './html-shape';
import { type HtmlSanitizerPool, HtmlTooComplex, SanitizerBusy } from './sanitizer-pool';
import type { CleanHtml } from './sanitizer-protocol';

const PLAIN_TEXT_HINT = 'pasting it as plain text does that';

const SHAPE_SENTENCES: Record<HtmlShapeProblem, string> = {
  tooDeep: `This text nests its formatting more than ${HTML_LIMITS.depth} levels deep. Remove some of the nesting (${PLAIN_TEXT_HINT}) and try again.`,
  tooManyTags: `This text holds more than ${HTML_LIMITS.tags.toLocaleString('en')} HTML tags. Remove some of its formatting (${PLAIN_TEXT_HINT}) and try again.`,
  tooManyAttributes: `This text's formatting carries more attributes than a text needs (at most ${HTML_LIMITS.attributesPerTag} on one tag, ${HTML_LIMITS.attributes.toLocaleString('en')} in all). Remove some of its formatting (${PLAIN_TEXT_HINT}) and try again.`,
};

const TOO_COMPLEX = `Checking this text's formatting took too long, so it was not saved. Simplify its formatting (${PLAIN_TEXT_HINT}) and try again.`;

function unavailable(detail: string): HttpError {
  return new HttpError(503, ErrorCode.unavailable, 'The service is briefly unavailable.', detail);
}

/** Why the sanitiser gave no answer, as the caller is told it. */
function failureOf(error: unknown, field: string): HttpError {
  if (error instanceof HtmlTooComplex) return fieldsRefusal([[field, TOO_COMPLEX]], { status: 422 });
  if (error instanceof SanitizerBusy) {
    return unavailable('Many texts are being checked right now. Please try again in a moment.');
  }
  return unavailable('This text could not be checked right now. Please try again in a moment.');
}

/**
 * User HTML sanitised off the request thread (design: bounded work per request), or a refusal that
 * names `field` and says what to do: 400 when the HTML is too deep or has too many tags, 422 when it
 * still took too long, 503 when the sanitiser is busy or failed.
 */
async function clean(
  pool: HtmlSanitizerPool,
  html: string,
  field: string,
  withText: boolean,
  owner?: number,
): Promise<CleanHtml> {
  const outcome = await pool.sanitize(html, { withText, owner }).catch((error: unknown) => {
    throw failureOf(error, field);
  });
  if ('refused' in outcome) throw fieldsRefusal([[field, SHAPE_SENTENCES[outcome.refused]]]);
  return outcome;
}

/** A lesson's or an assignment's rich HTML, sanitised. */
export async function cleanRichHtml(pool: HtmlSanitizerPool, html: string, field: string): Promise<string> {
  return (await clean(pool, html, field, false)).html;
}

/**
 * An essay's sanitised HTML with its plain text and word count (design: the contract). `owner`, the
 * student, has their texts taken in turn with everyone else's.
 */
export async function cleanEssayHtml(
  pool: HtmlSanitizerPool,
  html: string,
  owner?: number,
): Promise<{ html: string; text: string; words: number }> {
  const essay = await clean(pool, html, 'content_html', true, owner);
  return { html: essay.html, text: essay.text ?? '', words: essay.words ?? 0 };
}
