import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTE_SCHEMAS } from '../../../../shared/contract/schemas/routes';
import { maxJsonBytes } from '../../../input/json-size';
import { assignmentForStudent } from '../../../student/access';
import { toStudentSubmission } from '../../../submissions/dto';
import { storeEssay } from '../../../submissions/store-essay';
import { serve } from '../../serve';

/**
 * POST /api/student/assignments/{id}/submissions: a new version of the student's essay, stored once per
 * Idempotency-Key, its feedback drafted in the background.
 */
const essaySubmissions: FastifyPluginAsyncTypebox = async (app) => {
  // ESSAY_SUBMISSIONS_PER_10_MINUTES: how many essays one student may store in 10 minutes.
  const { essaySubmissionsPer10Minutes, publicUrl } = app.config;
  serve(
    app,
    'submitEssay',
    {
      access: 'student',
      // The contract's 500,000 characters may take more than the usual ceiling (plugins/body-bounds.ts).
      bodyLimit: Math.ceil(maxJsonBytes(ROUTE_SCHEMAS.submitEssay.body!)),
    },
    async (request, reply) => {
      const userId = request.account!.id;
      const { assignment } = await assignmentForStudent(app.db, userId, request.params.id);
      const { row, replayed } = await storeEssay(
        app.db,
        {
          userId,
          assignment,
          html: request.body.content_html,
          idempotencyKey: request.headers['idempotency-key'],
          per10Minutes: essaySubmissionsPer10Minutes,
          publicUrl,
        },
        app.sanitizer,
      );
      if (!replayed) app.jobs.wake();
      return reply.status(replayed ? 200 : 201).send(toStudentSubmission(row));
    },
  );
};

export default essaySubmissions;
