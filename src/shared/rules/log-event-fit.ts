import { LOG_DETAIL_TEXT_LIMITS, LOG_EVENT_TEXT_LIMITS } from '../contract/logs';

/** Ends a text that was cut to its field's limit, so a reader knows there was more. */
export const CUT_MARK = '…[cut]';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fitFields(value: Record<string, unknown>, limits: Record<string, number>): Record<string, unknown> {
  let fitted: Record<string, unknown> | null = null;
  for (const [field, limit] of Object.entries(limits)) {
    const text = value[field];
    if (typeof text !== 'string' || text.length <= limit) continue;
    fitted ??= { ...value };
    fitted[field] = `${text.slice(0, limit - CUT_MARK.length)}${CUT_MARK}`;
  }
  return fitted ?? value;
}

/**
 * A client log event with every over-long text field cut to its limit and marked: a stack trace as
 * an error message must not cost the other events of its batch. Anything that is not an event's shape
 * is handed back as it is, for validation to refuse. Runs over a bounded number of known fields.
 */
export function fitLogEvent<T>(event: T): T {
  if (!isRecord(event)) return event;
  const fitted = fitFields(event, LOG_EVENT_TEXT_LIMITS);
  if (!isRecord(fitted.details)) return fitted as T;
  const details = fitFields(fitted.details, LOG_DETAIL_TEXT_LIMITS);
  return (details === fitted.details ? fitted : { ...fitted, details }) as T;
}
