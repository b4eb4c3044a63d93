import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../shared/contract/common';
import { fitLogBatch } from '../../../shared/rules/log-event-fit';
import { HttpError } from '../../errors';
import { invalidBatch } from '../../logs/batch-problems';
import { type LogEventQuota, storeClientEvents } from '../../logs/store-client-events';
import { serve } from '../serve';

const notEnabled = () =>
  new HttpError(
    404,
    ErrorCode.notFound,
    'Legacy analytics logging is not enabled.',
    'Legacy analytics logging is not enabled on this server.',
  );

/**
 * POST /api/logging/kusto (section 7): the legacy analytics batches, {events, config}. When enabled, the
 * events are kept beside the browser's other log events, marked as the legacy channel, under the same
 * daily quota per account; otherwise the call answers 404 before reading the body.
 */
const kusto: FastifyPluginAsyncTypebox = async (app) => {
  // LEGACY_ANALYTICS=on: off by default, as the specification finds the call inactive.
  const enabled = app.config.legacyAnalytics;
  const eventsPerAccountPerDay: LogEventQuota = {
    verified: app.config.logEventsPerAccountPerDay,
    unverified: app.config.logEventsPerUnverifiedAccountPerDay,
  };
  serve(
    app,
    'legacyAnalytics',
    {
      access: 'signedIn',
      rateLimit: app.limits.logIngest,
      attachValidation: true,
      // As the log ingest does: over-long text is cut and marked rather than costing the batch.
      preValidation: async (request) => {
        const body = request.body as { events?: unknown } | null;
        if (typeof body === 'object' && body !== null && 'events' in body)
          body.events = fitLogBatch(body.events);
      },
    },
    async (request, reply) => {
      if (!enabled) throw notEnabled();
      if (request.validationError) throw invalidBatch(request.validationError.validation as never);
      const { events, config } = request.body;
      const allowed = await storeClientEvents(app.db, request, events, {
        quota: eventsPerAccountPerDay,
        channel: { channel: 'legacy-analytics', app_version: config.app_version },
      });
      return reply.status(202).send({ accepted: allowed });
    },
  );
};

export default kusto;
