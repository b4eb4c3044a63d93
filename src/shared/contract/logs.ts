import { route } from './route-spec';
import type { ClientLogEvent } from './schemas/logs';

export type * from './schemas/logs';

/** Section 3: the categories a client log event may carry. */
export const CLIENT_LOG_CATEGORIES = [
  'AUTH',
  'COURSE_MANAGEMENT',
  'ASSIGNMENT_MANAGEMENT',
  'ERROR',
  'PERFORMANCE',
] as const;
export type ClientLogCategory = (typeof CLIENT_LOG_CATEGORIES)[number];

/** The server's own request records add one category to the client's. */
export const LOG_CATEGORIES = [...CLIENT_LOG_CATEGORIES, 'REQUEST'] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];

/** From the least severe to the most: the order `min_level` reads. */
export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The levels at `level` or more severe. */
export const levelsAtLeast = (level: LogLevel): LogLevel[] => LOG_LEVELS.slice(LOG_LEVELS.indexOf(level));

/** 'web' for events the browser sends, 'api' for the server's own request and error records. */
export const LOG_SERVICES = ['web', 'api'] as const;
export type LogService = (typeof LOG_SERVICES)[number];

/** Section 9: a backend log message holds at most 500 characters. */
export const LOG_MESSAGE_MAX = 500;
/** Section 9: calls slower than this are logged as warnings. */
export const SLOW_CALL_MS = 3000;
/** The most events one ingest call accepts; the browser sends 25 at a time (section 9). */
export const LOG_INGEST_MAX_EVENTS = 100;

/**
 * One rule for both sides: a failure is an error (a slow failure is still an error, told by its ERROR
 * event), a call slower than SLOW_CALL_MS is a warning (section 9), anything else information.
 */
export function levelOfClientEvent(
  event: Pick<ClientLogEvent, 'category' | 'success' | 'duration'>,
): LogLevel {
  if (event.category === 'ERROR' || (!event.success && event.category !== 'PERFORMANCE')) return 'error';
  if (event.category === 'PERFORMANCE' && (event.duration ?? 0) > SLOW_CALL_MS) return 'warning';
  return 'info';
}

/** Section 9: the message is the action, and the error when there was one, cut at 500 characters. */
export function messageOfClientEvent(event: Pick<ClientLogEvent, 'action' | 'errorMessage'>): string {
  const text = event.errorMessage ? `${event.action}: ${event.errorMessage}` : event.action;
  return text.slice(0, LOG_MESSAGE_MAX);
}

/** The longest each text field of a client log event may be (section 3's event, ClientLogEventSchema). */
export const LOG_EVENT_TEXT_LIMITS = {
  username: 100,
  userRole: 20,
  sessionId: 100,
  action: 200,
  entityType: 50,
  errorMessage: 1000,
  browserInfo: 500,
  pageUrl: 2000,
} as const;

/** The same for the text facts in an event's details. */
export const LOG_DETAIL_TEXT_LIMITS = { endpointName: 100, method: 10, path: 300, errorKind: 50 } as const;

/** Logs (sections 3 and 7): what browsers send, and the records the site administrator reads. */
export const LOG_ROUTES = {
  ingestLogs: route('POST', '/admin/logs/ingest/batch'),
  getLogs: route('GET', '/admin/logs'),
  getLog: route('GET', '/admin/logs/:id'),
} as const;
