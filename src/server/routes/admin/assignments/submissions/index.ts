import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSubmissionDetailSchema, SubmissionParamsSchema } from '../../../../shared/contract/feedback';
import { adminDetailOf } from '../../../feedback/admin-detail';
import { requireSubmission } from './load';

/** GET /api/admin/assignments/{assignmentId}/submissions/{submissionId} (section 7). */
const submissionDetail: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assignments/:assignmentId/submissions/:submissionId',
    {
      config: { access: 'admin' },
      schema: { params: SubmissionParamsSchema, response: { 200: AdminSubmissionDetailSchema } },
    },
    async (request) => {
      const { assignmentId, submissionId } = request.params;
      return adminDetailOf(app.db, await requireSubmission(app.db, assignmentId, submissionId));
    },
  );
};

export default submissionDetail;
