import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { draftOwner } from '../../../../student/access';
import { listDraftHistory, readDraftHistoryVersion } from '../../../../submissions/essay-drafts';
import { serve } from '../../../serve';

/** Earlier states of the student's own draft, one per few minutes of writing, to read and restore. */
const draftHistory: FastifyPluginAsyncTypebox = async (app) => {
  const student = { access: 'student' } as const;

  serve(app, 'getDraftHistory', student, async (request) =>
    listDraftHistory(app.db, await draftOwner(app.db, request.account!.id, request.params.id)),
  );

  serve(app, 'getDraftHistoryVersion', student, async (request) =>
    readDraftHistoryVersion(
      app.db,
      await draftOwner(app.db, request.account!.id, request.params.id),
      request.params.entryId,
    ),
  );
};

export default draftHistory;
