import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fitLogBatch } from '../../../../../shared/rules/log-event-fit';
import { invalidBatch } from '../../../../logs/batch-problems';
import { SpentLogQuotas } from '../../../../logs/log-quota';
import {
  type LogEventQuota,
  refuseSpentQuota,
  storeClientEvents,
} from '../../../../logs/store-client-events';
import { AccountLanes } from '../../../../plugins/account-lanes';
import { serve } from '../../../serve';

/**
 * POST /api/admin/logs/ingest/batch (section 7): the browser's log events. Any signed-in person sends
 * their own, despite the /admin path; who they are comes from the token, never from the events. Each
 * account has a daily quota: a batch that crosses it keeps its first events and answers how many, and
 * once this server has seen it spent, the account's further batches that day are refused unread.
 */
const ingest: FastifyPluginAsyncTypebox = async (app) => {
  // LOG_EVENTS_PER_(UNVERIFIED_)ACCOUNT_PER_DAY: past it, an account's further events that day are refused.
  const eventsPerAccountPerDay: LogEventQuota = {
    verified: app.config.logEventsPerAccountPerDay,
    unverified: app.config.logEventsPerUnverifiedAccountPerDay,
  };
  const spent = new SpentLogQuotas();
  // One batch of an account at a time: a batch sent beside the one that uses up the quota waits for it
  // and is then refused unread, instead of being read and counted in the database only to be refused.
  // Only batches the account's own lane let through get here (two at most), so this line never fills.
  const oneAtATime = new AccountLanes({ active: 1, waiting: 200 });
  serve(
    app,
    'ingestLogs',
    {
      access: 'signedIn',
      rateLimit: app.limits.logIngest,
      attachValidation: true,
      // After sign-in is checked and the account's turn has come (its lane), before the body is read.
      onRequest: async (request, reply) => {
        const account = request.account;
        if (!account) return;
        await oneAtATime.enter(account.id, (leave) => reply.raw.once('close', leave));
        refuseSpentQuota(account, eventsPerAccountPerDay, spent);
      },
      // Over-long text (a stack trace) is cut to its field's limit and marked before validation, so one
      // field never costs the batch; what cannot be stored at all is still refused.
      preValidation: async (request) => {
        request.body = fitLogBatch(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      if (request.validationError) throw invalidBatch(request.validationError.validation as never);
      const allowed = await storeClientEvents(app.db, request, request.body, {
        quota: eventsPerAccountPerDay,
        spent,
      });
      return reply.status(202).send({ accepted: allowed });
    },
  );
};

export default ingest;
