import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../../shared/contract/common';
import { staffOf } from '../../../../auth/course-staff';
import { HttpError, mustFind, notFound } from '../../../../errors';
import {
  confirmCarriedItem,
  findCarriedItemOfSubmission,
  toCarriedItem,
} from '../../../../feedback/carried-items';
import { findSubmissionOfAssignment } from '../../../../submissions/submission-store';
import { serve } from '../../../serve';

/**
 * PATCH …/submissions/{submissionId}/carried-items/{itemId}: the instructor confirms that a comment of
 * the version before was addressed, or overturns it (the revision loop). A comment that could not be
 * placed has no passage to judge.
 */
const carriedItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'updateCarriedItem', staffOf('assignment', 'assignmentId', 'grade'), async (request) => {
    const { assignmentId, submissionId, itemId } = request.params;
    if (!(await findSubmissionOfAssignment(app.db, assignmentId, submissionId)))
      throw notFound('That submission');
    const current = mustFind(await findCarriedItemOfSubmission(app.db, itemId, submissionId), 'That comment');
    if (current.status === 'lost') {
      const message = 'This comment could not be placed in the new version, so there is nothing to confirm.';
      throw new HttpError(409, ErrorCode.conflict, message, message);
    }
    return toCarriedItem(await confirmCarriedItem(app.db, current.id, request.body.status));
  });
};

export default carriedItemRoutes;
