import { LOG_DETAIL_TEXT_LIMITS, LOG_EVENT_TEXT_LIMITS, LOG_INGEST_MAX_EVENTS } from '../contract/logs';
import { isObject } from './is-object';

/** Ends a text that was cut to its field's limit, so a reader knows there was more. */
export const CUT_MARK = '…[cut]';

/** Where the first `count` characters (code points, as the schema's maxLength counts them) end. */
function endOfCharacters(text: string, count: number): number {
  let at = 0;
  for (let seen = 0; seen < count && at < text.length; seen += 1) {
    const code = text.charCodeAt(at);
    at += code >= 0xd800 && code <= 0xdbff && at + 1 < text.length ? 2 : 1;
  }
  return at;
}

const MARK_LENGTH = [...CUT_MARK].length;

/**
 * A text cut to `limit` characters with the mark at its end. Characters are counted as the schema's
 * maxLength counts them (an emoji is one), so a text the schema takes is never cut, and a cut never
 * falls between the two halves of one character. Only the first `limit` + 1 characters are looked at.
 */
export function fitText(text: string, limit: number): string {
  if (text.length <= limit || endOfCharacters(text, limit + 1) === endOfCharacters(text, limit)) return text;
  return `${text.slice(0, endOfCharacters(text, limit - MARK_LENGTH))}${CUT_MARK}`;
}

function fitFields(value: Record<string, unknown>, limits: Record<string, number>): Record<string, unknown> {
  let fitted: Record<string, unknown> | null = null;
  for (const [field, limit] of Object.entries(limits)) {
    const text = value[field];
    if (typeof text !== 'string' || text.length <= limit) continue;
    fitted ??= { ...value };
    fitted[field] = fitText(text, limit);
  }
  return fitted ?? value;
}

/**
 * A client log event with every over-long text field cut to its limit and marked: a stack trace as
 * an error message must not cost the other events of its batch. Anything that is not an event's shape
 * is handed back as it is, for validation to refuse. Runs over a bounded number of known fields.
 */
export function fitLogEvent<T>(event: T): T {
  if (!isObject(event)) return event;
  const fitted = fitFields(event, LOG_EVENT_TEXT_LIMITS);
  if (!isObject(fitted.details)) return fitted as T;
  const details = fitFields(fitted.details, LOG_DETAIL_TEXT_LIMITS);
  return (details === fitted.details ? fitted : { ...fitted, details }) as T;
}

/**
 * A batch as it arrives, each event fitted, before validation reads it: a list longer than any batch
 * may be is handed back as it is, for validation to refuse without this work.
 */
export const fitLogBatch = (events: unknown): unknown =>
  Array.isArray(events) && events.length <= LOG_INGEST_MAX_EVENTS ? events.map(fitLogEvent) : events;
