import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { pickVersions } from '../../../shared/rules/draft-diff';
import { teachesAssignment } from '../../auth/course-staff';
import { notFound } from '../../errors';
import { listVersionHeads } from '../../feedback/carried-items';
import { findSubmissionHead } from '../../submissions/submission-store';
import { versionDiff } from '../../submissions/version-diffs';
import { sendJsonText, serve } from '../serve';

/**
 * GET /submissions/{id}/diff?against={otherId}: two versions of one student's essay compared (the
 * revision loop), for the author or the course's staff; anyone else finds nothing. Without `against`, the
 * version before; a first version is compared with nothing. A pair is compared once, off the request
 * thread, and kept; each account may ask a limited number of times a minute.
 */
const submissionDiff: FastifyPluginAsyncTypebox = async (app) => {
  serve(
    app,
    'getSubmissionDiff',
    { access: 'active', rateLimit: app.limits.diffs },
    async (request, reply) => {
      const account = request.account!;
      const row = await findSubmissionHead(app.db, request.params.id);
      const mine = row?.userId === account.id;
      if (!row || (!mine && !(await teachesAssignment(app.db, account, row.assignmentId))))
        throw notFound('That submission');
      const picked = pickVersions(await listVersionHeads(app.db, row), row, request.query.against);
      if (!picked) throw notFound('That version');
      // The answer comes as the bytes of its JSON, kept once made (submissions/version-diffs).
      const answer = await versionDiff(app.db, app.diffs, app.keptDiffs, row.userId, picked.from, picked.to);
      return sendJsonText(reply as FastifyReply, answer);
    },
  );
};

export default submissionDiff;
