import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../../auth/course-staff';
import { conflict, mustFind } from '../../../../errors';
import { adminDetailOf } from '../../../../feedback/admin-detail';
import { requestRedraft } from '../../../../feedback/redraft';
import { findSubmission, findSubmissionOfAssignment } from '../../../../submissions/submission-store';
import { serve } from '../../../serve';

/** POST …/submissions/{submissionId}/regenerate: a new draft of the engine's feedback on one submission. */
const regenerate: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'regenerateFeedback', staffOf('assignment', 'assignmentId', 'grade'), async (request, reply) => {
    const { assignmentId, submissionId } = request.params;
    const loaded = mustFind(
      await findSubmissionOfAssignment(app.db, assignmentId, submissionId),
      'That submission',
    );
    // Released comments are what the student reads; a new draft must not take them away.
    if (loaded.submission.gradedAt) {
      throw conflict('This feedback has been released, so it can no longer be drafted again.');
    }
    await requestRedraft(app.db, submissionId);
    app.jobs.wake();
    const updated = await findSubmission(app.db, submissionId);
    return reply
      .status(202)
      .send(await adminDetailOf(app.db, { ...loaded, submission: updated! }, { place: request.staffPlace! }));
  });
};

export default regenerate;
