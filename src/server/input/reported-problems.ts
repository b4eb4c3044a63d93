import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';

/**
 * A refusal names at most this many fields: enough for any form, and an answer that stays small
 * however many values a request got wrong.
 */
export const MAX_REPORTED_PROBLEMS = 20;

/** The fields a refusal reports, and its detail: each field's sentence, then how many were left out. */
export function reportedProblems(all: Iterable<[field: string, sentence: string]>): {
  fields: Record<string, string>;
  detail: string;
} {
  const fields: Record<string, string> = {};
  const leftOut = new Set<string>();
  let reported = 0;
  for (const [field, sentence] of all) {
    if (field in fields) continue;
    if (reported === MAX_REPORTED_PROBLEMS) {
      leftOut.add(field);
      continue;
    }
    fields[field] = sentence;
    reported += 1;
  }
  const more = leftOut.size;
  const listed = Object.entries(fields).map(([field, sentence]) => `${field}: ${sentence}`);
  if (more > 0)
    listed.push(
      `${more} more ${more === 1 ? 'field has a problem' : 'fields have problems'}; fix these first.`,
    );
  return { fields, detail: listed.join(' ') };
}

/** A refusal naming the fields at fault, each with its sentence (the first few, as above). */
export function fieldsRefusal(
  problems: Iterable<[field: string, sentence: string]>,
  { status = 400, message = 'Check the highlighted fields.' } = {},
): HttpError {
  const { fields, detail } = reportedProblems(problems);
  return new HttpError(status, ErrorCode.validationFailed, message, detail, fields);
}
