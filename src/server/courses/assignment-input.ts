import { ErrorCode } from '../../shared/contract/common';
import type { AssignmentBody } from '../../shared/contract/content';
import { cleanRichHtml } from '../content/clean-html';
import type { HtmlSanitizerPool } from '../content/sanitizer-pool';
import { titleOf } from '../content/title';
import { HttpError } from '../errors';

/**
 * An assignment's form as the columns it is stored in: word limits in order, the instructions sanitised
 * off the request thread.
 */
export async function assignmentColumns(body: AssignmentBody, sanitizer: HtmlSanitizerPool) {
  const { min_words: minWords, max_words: maxWords } = body;
  if (minWords != null && maxWords != null && maxWords < minWords) {
    const message = 'The maximum word count cannot be below the minimum.';
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', message, {
      max_words: message,
    });
  }
  return {
    title: titleOf(body.title),
    instructionsHtml: await cleanRichHtml(sanitizer, body.instructions_html, 'instructions_html'),
    dueAt: body.due_at ? new Date(body.due_at) : null,
    minWords: minWords ?? null,
    maxWords: maxWords ?? null,
    // Left out, an assignment allows no revision: one version is reviewed and released.
    allowRevisions: body.allow_revisions ?? false,
    maxVersions: body.max_versions ?? 1,
    anonymousGrading: body.anonymous_grading ?? false,
  };
}
