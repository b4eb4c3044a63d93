import { type ClientLogEvent, levelOfClientEvent, messageOfClientEvent } from '../../shared/contract/logs';
import type { Account } from '../auth/access';
import { bareEndpoint, type NewLogRow } from './log-rows';

/** A client's clock may run ahead; an event is never recorded as happening later than its arrival. */
const happenedAt = (timestamp: string, receivedAt: Date) => {
  const time = new Date(timestamp);
  return time.getTime() > receivedAt.getTime() ? receivedAt : time;
};

export interface IngestSource {
  account: Account;
  ip: string;
  requestId: string;
  receivedAt: Date;
}

/**
 * One browser event as a backend record (service 'web'). Who did it comes from the access token, never
 * from the event: a body may claim any userId or username.
 */
export function rowFromClientEvent(event: ClientLogEvent, source: IngestSource): NewLogRow {
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
      client_timestamp: event.timestamp,
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
    timestamp: happenedAt(event.timestamp, source.receivedAt),
  };
}
