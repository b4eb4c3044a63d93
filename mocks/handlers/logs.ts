import { HttpResponse } from 'msw';
import {
  type ClientLogEvent,
  LOG_INGEST_MAX_EVENTS,
  LOG_LEVELS,
  type LogLevel,
  type LogRecord,
  levelOfClientEvent,
  levelsAtLeast,
  messageOfClientEvent,
} from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin, handleSignedIn } from './handle';
import { apiError } from './respond';
import { answerRow, rowOf } from './rows';

const contains = (text: string | null, part: string) =>
  (text ?? '').toLowerCase().includes(part.toLowerCase());

/** Keeps the records GET /api/admin/logs keeps: every filter given, all at once. */
function matching(query: URLSearchParams, minLevel: LogLevel | null): LogRecord[] {
  const [level, category, service] = [query.get('level'), query.get('category'), query.get('service')];
  const severeEnough: readonly LogLevel[] = minLevel ? levelsAtLeast(minLevel) : LOG_LEVELS;
  const user = query.get('user')?.trim();
  const text = query.get('q')?.trim();
  const from = query.get('from');
  const to = query.get('to');
  return db.logRecords.filter(
    (record) =>
      (!level || record.level === level) &&
      severeEnough.includes(record.level) &&
      (!category || record.category === category) &&
      (!service || record.service === service) &&
      (!user || contains(record.username, user) || String(record.user_id) === user) &&
      (!text || contains(record.message, text) || contains(record.endpoint, text)) &&
      (!from || record.timestamp >= new Date(from).toISOString()) &&
      (!to || record.timestamp <= new Date(to).toISOString()),
  );
}

const newestFirst = (a: LogRecord, b: LogRecord) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id;
const whole = (text: string | null, fallback: number) => (text === null ? fallback : Number(text));
const isLevel = (text: string): text is LogLevel => (LOG_LEVELS as readonly string[]).includes(text);

/**
 * The browser's event as the server stores it: who did it comes from the token, not the event, and
 * when is the time it arrived; the browser's own time stays in the context.
 */
function recordOf(event: ClientLogEvent, user: { id: number; username: string }): LogRecord {
  return {
    id: nextId(db.logRecords),
    service: 'web',
    level: levelOfClientEvent(event),
    category: event.category,
    message: messageOfClientEvent(event),
    context: {
      action: event.action,
      details: event.details,
      success: event.success,
      client_timestamp: event.timestamp,
    },
    user_id: user.id,
    username: user.username,
    ip_address: '127.0.0.1',
    request_id: null,
    session_id: event.sessionId,
    endpoint: event.details.path ?? null,
    method: event.details.method ?? null,
    status_code: event.details.status ?? null,
    duration_ms: event.duration === null ? null : Math.round(event.duration),
    timestamp: new Date().toISOString(),
  };
}

/** /admin/logs as the server answers it: the records, one record, and the browser's ingest. */
export const logHandlers = [
  handleSignedIn('ingestLogs', async ({ request, user }) => {
    const events = await request.json();
    if (!Array.isArray(events) || events.length < 1 || events.length > LOG_INGEST_MAX_EVENTS) {
      return apiError(400, 'VALIDATION_FAILED', 'The log events are not valid.');
    }
    for (const event of events) db.logRecords.push(recordOf(event, user));
    return HttpResponse.json({ accepted: events.length }, { status: 202 });
  }),

  handleAsAdmin('getLogs', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = whole(query.get('page'), 1);
    const pageSize = whole(query.get('page_size'), 50);
    const minLevel = query.get('min_level');
    if (
      !Number.isInteger(page) ||
      page < 1 ||
      !(pageSize >= 1 && pageSize <= 100) ||
      (minLevel !== null && !isLevel(minLevel))
    ) {
      return apiError(400, 'VALIDATION_FAILED', 'The request querystring is not valid.');
    }
    const rows = matching(query, minLevel).sort(newestFirst);
    const items = rows.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({ items, total: rows.length, page, page_size: pageSize });
  }),

  handleAsAdmin('getLog', ({ params }) => answerRow(rowOf('logRecords', params.id), 'That log record')),
];
