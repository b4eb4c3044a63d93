import { type ClientLogEvent, levelOfClientEvent, messageOfClientEvent } from '../../shared/contract/logs';
import type { Account } from '../auth/access';
import { bareEndpoint, type NewLogRow } from './log-rows';

/** Section 9: the browser's local log keeps the last 5 days, so no event it sends is older than that. */
const LOCAL_LOG_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time the browser gave the event, kept for reading beside the record. Its clock may be wrong or
 * the body forged, so it is held between 5 days before the arrival and the arrival itself.
 */
function clientTime(timestamp: string, receivedAt: Date): string {
  const latest = receivedAt.getTime();
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return receivedAt.toISOString();
  const earliest = latest - LOCAL_LOG_DAYS * DAY_MS;
  return new Date(Math.min(latest, Math.max(earliest, time))).toISOString();
}

export interface IngestSource {
  account: Account;
  ip: string;
  requestId: string;
  receivedAt: Date;
}

/**
 * One browser event as a backend record (service 'web'). Who did it comes from the access token, never
 * from the event: a body may claim any userId or username. When is the server's time of arrival, which
 * the System Logs screen orders and filters by; the browser's own time goes in the context.
 */
export function rowFromClientEvent(
  event: ClientLogEvent,
  source: IngestSource,
  /** Facts of the call the event came by (the legacy analytics channel), kept in the context. */
  channel: Record<string, string> = {},
): NewLogRow {
  // The schema keeps only allow-listed details (LogDetailsSchema) and drops any other key.
  const { details } = event;
  return {
    service: 'web',
    level: levelOfClientEvent(event),
    category: event.category,
    message: messageOfClientEvent(event),
    context: JSON.stringify({
      action: event.action,
      entity_type: event.entityType,
      entity_id: event.entityId,
      success: event.success,
      error_message: event.errorMessage,
      details,
      user_role: source.account.role,
      page_url: bareEndpoint(event.pageUrl),
      browser: event.browserInfo,
      client_timestamp: clientTime(event.timestamp, source.receivedAt),
      ...channel,
    }),
    userId: source.account.id,
    username: source.account.username,
    ipAddress: source.ip,
    requestId: source.requestId,
    sessionId: event.sessionId,
    endpoint: details.path ? bareEndpoint(details.path) : null,
    method: details.method ?? null,
    statusCode: details.status ?? null,
    durationMs: event.duration === null ? null : Math.round(event.duration),
    timestamp: source.receivedAt,
  };
}
