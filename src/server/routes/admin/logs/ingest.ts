import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LogIngestAnswerSchema, LogIngestBodySchema } from '../../../../shared/contract/logs';
import { invalidBatch } from '../../../logs/batch-problems';
import { rowFromClientEvent } from '../../../logs/client-events';
import { insertLogRows } from '../../../logs/insert-log-rows';

/**
 * POST /api/admin/logs/ingest/batch (section 7): the browser's log events. Any signed-in person sends
 * their own, despite the /admin path; who they are comes from the token, never from the events.
 */
const ingest: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ingest/batch',
    {
      config: { access: 'signedIn', rateLimit: app.limits.logIngest },
      schema: { body: LogIngestBodySchema, response: { 202: LogIngestAnswerSchema } },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw invalidBatch(request.validationError.validation as never);
      const source = {
        account: request.account!,
        ip: request.ip,
        requestId: request.id,
        receivedAt: new Date(),
      };
      await insertLogRows(
        app.db,
        request.body.map((event) => rowFromClientEvent(event, source)),
      );
      return reply.status(202).send({ accepted: request.body.length });
    },
  );
};

export default ingest;
