import type { LogRecord } from '../../shared/contract/logs';
import type { logRecords } from '../db/schema';

export type LogRow = typeof logRecords.$inferSelect;
export type NewLogRow = typeof logRecords.$inferInsert;

function parsedContext(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The record as the API answers it (section 3's names); context is stored as JSON text. */
export function toLogRecordDto(row: LogRow): LogRecord {
  return {
    id: row.id,
    service: row.service,
    level: row.level,
    category: row.category,
    message: row.message,
    context: parsedContext(row.context),
    user_id: row.userId,
    username: row.username,
    ip_address: row.ipAddress,
    request_id: row.requestId,
    session_id: row.sessionId,
    endpoint: row.endpoint,
    method: row.method,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    timestamp: row.timestamp.toISOString(),
  };
}

/** A path without its query string or fragment, cut to a length a column and a screen can hold. */
export const bareEndpoint = (url: string) => url.split(/[?#]/)[0].slice(0, 300);
