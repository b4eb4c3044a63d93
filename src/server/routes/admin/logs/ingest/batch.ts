import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fitLogBatch } from '../../../../../shared/rules/log-event-fit';
import { invalidBatch } from '../../../../logs/batch-problems';
import { type LogEventQuota, storeClientEvents } from '../../../../logs/store-client-events';
import { serve } from '../../../serve';

export interface IngestOptions {
  /** LOG_EVENTS_PER_(UNVERIFIED_)ACCOUNT_PER_DAY: past it, an account's further events that day are refused. */
  eventsPerAccountPerDay: LogEventQuota;
}

/**
 * POST /api/admin/logs/ingest/batch (section 7): the browser's log events. Any signed-in person sends
 * their own, despite the /admin path; who they are comes from the token, never from the events. Each
 * account has a daily quota: a batch that crosses it keeps its first events and answers how many.
 */
const ingest: FastifyPluginAsyncTypebox<IngestOptions> = async (app, { eventsPerAccountPerDay }) => {
  serve(
    app,
    'ingestLogs',
    {
      access: 'signedIn',
      rateLimit: app.limits.logIngest,
      attachValidation: true,
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
      });
      return reply.status(202).send({ accepted: allowed });
    },
  );
};

export default ingest;
