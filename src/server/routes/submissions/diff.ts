import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DraftDiff } from '../../../shared/contract/submissions';
import { compareVersions } from '../../../shared/rules/draft-diff';
import { notFound } from '../../errors';
import { listVersions } from '../../feedback/carried-items';
import { findSubmission } from '../../submissions/submission-store';
import { serve } from '../serve';

/**
 * GET /submissions/{id}/diff?against={otherId}: two versions of one student's essay compared (the
 * revision loop), for the author or an instructor; anyone else finds nothing. Without `against`, the
 * version before; a first version is compared with nothing. The comparison has a time limit.
 */
const submissionDiff: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getSubmissionDiff', { access: 'active' }, async (request): Promise<DraftDiff> => {
    const account = request.account!;
    const row = await findSubmission(app.db, request.params.id);
    if (!row || (account.role !== 'admin' && row.userId !== account.id)) throw notFound('That submission');
    const versions = await listVersions(app.db, row);
    const comparison = compareVersions(
      versions,
      row,
      request.query.against,
      (version) => version.contentText,
    );
    if (!comparison) throw notFound('That version');
    return comparison;
  });
};

export default submissionDiff;
