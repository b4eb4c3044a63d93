import type { FastifyRequest } from 'fastify';
import type { ClientLogEvent } from '../../shared/contract/logs';
import type { Database } from '../db/client';
import { rowFromClientEvent } from './client-events';
import { insertLogRows } from './insert-log-rows';
import { logQuotaSpent, takeLogEventQuota } from './log-quota';

/**
 * The browser's events as web log records, as many as the account's daily quota still allows (the
 * first ones of the batch), recorded as the signed-in sender's; answers how many were kept, or refuses
 * with 429 when none fit. The log ingest and the legacy analytics call both store through here.
 */
export async function storeClientEvents(
  db: Database,
  request: FastifyRequest,
  events: ClientLogEvent[],
  options: { perDay: number; channel?: Record<string, string> },
): Promise<number> {
  const account = request.account!;
  const source = { account, ip: request.ip, requestId: request.id, receivedAt: new Date() };
  const allowed = await takeLogEventQuota(db, account.id, events.length, options.perDay);
  if (allowed === 0) throw logQuotaSpent(options.perDay);
  await insertLogRows(
    db,
    events.slice(0, allowed).map((event) => rowFromClientEvent(event, source, options.channel)),
  );
  return allowed;
}
