import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { NewLogRow } from './log-rows';

/**
 * Messages are cut to a length in UTF-16 units, which can split an emoji; JSON would carry the half as
 * an escape that PostgreSQL's json type refuses, failing the whole batch. It is stored as U+FFFD.
 */
const wellFormed = (text: string | null | undefined) => text?.toWellFormed() ?? null;

/**
 * Stores log rows in one statement with one parameter: the rows as a JSON array, unpacked by
 * `json_to_recordset`. Every API request adds a row, so this runs for hundreds of rows a second; the
 * query builder's multi-row INSERT (16 parameters a row, rebuilt for every batch) cost more than the
 * requests being logged. The column types here are the table's (schema.ts: logRecords).
 */
export async function insertLogRows(db: Database, rows: NewLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  const records = JSON.stringify(
    rows.map((row) => ({
      service: row.service,
      level: row.level,
      category: wellFormed(row.category),
      message: wellFormed(row.message),
      context: wellFormed(row.context),
      user_id: row.userId ?? null,
      username: wellFormed(row.username),
      ip_address: wellFormed(row.ipAddress),
      request_id: wellFormed(row.requestId),
      session_id: wellFormed(row.sessionId),
      endpoint: wellFormed(row.endpoint),
      method: wellFormed(row.method),
      status_code: row.statusCode ?? null,
      duration_ms: row.durationMs ?? null,
      timestamp: row.timestamp?.toISOString() ?? null,
    })),
  );
  await db.execute(sql`
    INSERT INTO log_records (service, level, category, message, context, user_id, username, ip_address,
      request_id, session_id, endpoint, method, status_code, duration_ms, "timestamp")
    SELECT service, level, category, message, context, user_id, username, ip_address,
      request_id, session_id, endpoint, method, status_code, duration_ms, coalesce("timestamp", now())
    FROM json_to_recordset(${records}::json) AS record(service text, level text, category text,
      message text, context text, user_id integer, username text, ip_address text,
      request_id text, session_id text, endpoint text, method text, status_code integer,
      duration_ms integer, "timestamp" timestamptz)`);
}
