import type { FastifyRequest } from 'fastify';
import type { ClientLogEvent } from '../../shared/contract/logs';
import type { Database } from '../db/client';
import { rowFromClientEvent } from './client-events';
import { insertLogRows } from './insert-log-rows';
import { logQuotaSpent, takeLogEventQuota } from './log-quota';

/** Browser events one account may send a day: far fewer before its e-mail address is verified. */
export interface LogEventQuota {
  verified: number;
  unverified: number;
}

/**
 * The browser's events as web log records, as many as the account's daily quota still allows (the
 * first ones of the batch), recorded as the signed-in sender's; answers how many were kept, or refuses
 * with 429 when none fit. The log ingest and the legacy analytics call both store through here.
 */
export async function storeClientEvents(
  db: Database,
  request: FastifyRequest,
  events: ClientLogEvent[],
  options: { quota: LogEventQuota; channel?: Record<string, string> },
): Promise<number> {
  const account = request.account!;
  const source = { account, ip: request.ip, requestId: request.id, receivedAt: new Date() };
  // An address can register an account a few seconds apart: until one is verified it is a stranger's.
  const perDay = account.emailVerified
    ? options.quota.verified
    : Math.min(options.quota.verified, options.quota.unverified);
  const allowed = await takeLogEventQuota(db, account.id, events.length, perDay);
  if (allowed === 0) throw logQuotaSpent(perDay);
  await insertLogRows(
    db,
    events.slice(0, allowed).map((event) => rowFromClientEvent(event, source, options.channel)),
  );
  return allowed;
}
