import type { FastifyRequest } from 'fastify';
import type { ClientLogEvent } from '../../shared/contract/logs';
import type { Account } from '../auth/access';
import type { Database } from '../db/client';
import { rowFromClientEvent } from './client-events';
import { insertLogRows } from './insert-log-rows';
import { logQuotaSpent, type SpentLogQuotas, takeLogEventQuota } from './log-quota';

/** Browser events one account may send a day: far fewer before its e-mail address is verified. */
export interface LogEventQuota {
  verified: number;
  unverified: number;
}

/** The account's daily number of events. */
function eventsPerDay(account: Account, quota: LogEventQuota): number {
  // An address can register an account a few seconds apart: until one is verified it is a stranger's.
  return account.emailVerified ? quota.verified : Math.min(quota.verified, quota.unverified);
}

/**
 * Refuses, as the database would, a batch of an account this server has seen spend today's events:
 * called before the body is read, so such a batch costs no parsing, checking or counting.
 */
export function refuseSpentQuota(account: Account, quota: LogEventQuota, spent: SpentLogQuotas): void {
  const perDay = eventsPerDay(account, quota);
  if (spent.has(account.id, perDay)) throw logQuotaSpent(perDay);
}

/**
 * The browser's events as web log records, as many as the account's daily quota still allows (the
 * first ones of the batch), recorded as the signed-in sender's; answers how many were kept, or refuses
 * with 429 when none fit. The log ingest and the legacy analytics call both store through here; with
 * `spent`, an account seen to use up its quota is remembered there (see refuseSpentQuota).
 */
export async function storeClientEvents(
  db: Database,
  request: FastifyRequest,
  events: ClientLogEvent[],
  options: { quota: LogEventQuota; channel?: Record<string, string>; spent?: SpentLogQuotas },
): Promise<number> {
  const account = request.account!;
  const source = { account, ip: request.ip, requestId: request.id, receivedAt: new Date() };
  const perDay = eventsPerDay(account, options.quota);
  const taken = await takeLogEventQuota(db, account.id, events.length, perDay);
  if (taken.spent) options.spent?.add(account.id, perDay, taken.day);
  if (taken.allowed === 0) throw logQuotaSpent(perDay);
  await insertLogRows(
    db,
    events.slice(0, taken.allowed).map((event) => rowFromClientEvent(event, source, options.channel)),
  );
  return taken.allowed;
}
