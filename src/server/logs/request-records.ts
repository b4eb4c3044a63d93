import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOG_MESSAGE_MAX } from '../../shared/contract/logs';
import { bareEndpoint, type NewLogRow } from './log-rows';

/**
 * Requests that would only drown the record: the browser's own log batches, health checks, and the
 * System Logs screen reading the records (its auto-refresh would otherwise log itself every 5 s).
 */
const UNLOGGED = new Set([
  'POST /api/admin/logs/ingest/batch',
  'GET /api/health',
  'GET /api/admin/logs',
  'GET /api/admin/logs/:id',
]);

/**
 * Only the first line of an error: a database error's later lines list the query's parameters, which
 * may hold a password hash or an essay.
 */
const firstLine = (error: Error) => (error.message.split('\n')[0] ?? '').slice(0, 300);

function levelOf(status: number): NewLogRow['level'] {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  return 'info';
}

/**
 * The server's record of one answered API request (service 'api'): the route pattern, never the
 * query string, a body or a credential. Null for what is not logged (static files, the list above).
 */
export function requestRecord(request: FastifyRequest, reply: FastifyReply, error?: Error): NewLogRow | null {
  const path = bareEndpoint(request.url);
  if (!path.startsWith('/api/') || request.method === 'OPTIONS') return null;
  const endpoint = request.routeOptions.url ?? path;
  if (UNLOGGED.has(`${request.method} ${endpoint}`)) return null;
  const status = reply.statusCode;
  const failed = status >= 500;
  const summary = `${request.method} ${endpoint} ${status}`;
  const message = error ? `${summary}: ${firstLine(error)}` : summary;
  const code = (error as { code?: unknown } | undefined)?.code;
  return {
    service: 'api',
    level: levelOf(status),
    category: failed ? 'ERROR' : 'REQUEST',
    message: message.slice(0, LOG_MESSAGE_MAX),
    context: typeof code === 'string' ? JSON.stringify({ error_code: code }) : null,
    userId: request.account?.id ?? null,
    username: request.account?.username ?? null,
    ipAddress: request.ip,
    requestId: request.id,
    sessionId: request.account?.sessionId ?? null,
    endpoint,
    method: request.method,
    statusCode: status,
    durationMs: Math.round(reply.elapsedTime),
    timestamp: new Date(),
  };
}
