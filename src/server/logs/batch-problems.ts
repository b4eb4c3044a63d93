import { CLIENT_LOG_CATEGORIES, LOG_INGEST_MAX_EVENTS } from '../../shared/contract/logs';
import type { HttpError } from '../errors';
import { fieldsRefusal } from '../input/reported-problems';
import { validationFields } from '../plugins/errors';

type ValidationIssue = Parameters<typeof validationFields>[0][number];

const pathOf = (issue: ValidationIssue) => issue.instancePath.replace(/^\//, '').replace(/\//g, '.');

/** The sentences the general form messages lack for a list of events (which event, which field). */
function sentenceFor(issue: ValidationIssue): [field: string, sentence: string] | null {
  const path = pathOf(issue);
  switch (issue.keyword) {
    case 'type':
      return path ? null : ['body', 'Send a list of log events.'];
    case 'minItems':
      return ['body', 'Send at least one log event.'];
    case 'maxItems':
      return ['body', `Send at most ${LOG_INGEST_MAX_EVENTS} log events at a time.`];
    case 'required':
      return [`${path}.${String(issue.params.missingProperty)}`, 'This field is required.'];
    case 'enum':
      return path.endsWith('.category')
        ? [path, `Use one of ${CLIENT_LOG_CATEGORIES.join(', ')}.`]
        : [path, `Use one of ${(issue.params.allowedValues as string[]).join(', ')}.`];
    default:
      return null;
  }
}

/** A refused batch says which event and which field is at fault, and why. */
export function invalidBatch(issues: ValidationIssue[]): HttpError {
  const fields = validationFields(issues);
  for (const issue of issues) {
    const specific = sentenceFor(issue);
    if (!specific) continue;
    // The general message names a missing field without its event.
    if (issue.keyword === 'required') delete fields[String(issue.params.missingProperty)];
    fields[specific[0]] = specific[1];
  }
  return fieldsRefusal(Object.entries(fields), { message: 'The log events are not valid.' });
}
