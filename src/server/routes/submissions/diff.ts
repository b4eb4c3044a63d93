import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DraftDiff } from '../../../shared/contract/submissions';
import { diffDrafts } from '../../../shared/rules/draft-diff';
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
    const { against } = request.query;
    const other = against
      ? versions.find((version) => version.id === against)
      : [...versions].reverse().find((version) => version.version < row.version);
    if (against && !other) throw notFound('That version');
    const [from, to] = other && other.version > row.version ? [row, other] : [other, row];
    const diff = diffDrafts(from?.contentText ?? '', to.contentText);
    return {
      from: from ? { submission_id: from.id, version: from.version } : null,
      to: { submission_id: to.id, version: to.version },
      paragraphs: diff.paragraphs,
      words_added: diff.wordsAdded,
      words_removed: diff.wordsRemoved,
      complete: diff.complete,
    };
  });
};

export default submissionDiff;
