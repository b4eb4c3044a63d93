import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTE_SCHEMAS } from '../../../../shared/contract/schemas/routes';
import { cleanEssayHtml } from '../../../content/clean-html';
import { maxJsonBytes } from '../../../input/json-size';
import { draftOwner } from '../../../student/access';
import { readEssayDraft, saveEssayDraft } from '../../../submissions/essay-drafts';
import { serve } from '../../serve';

/**
 * The essay being written, kept on the server as the student types, so that it follows them to another
 * browser and survives a closed tab (its history: draft/history.ts). The draft is found by who asks,
 * never by an id another could guess.
 */
const essayDrafts: FastifyPluginAsyncTypebox = async (app) => {
  // DRAFT_HISTORY_SECONDS: how long one entry of a draft's history follows the writing.
  const historyEverySeconds = app.config.draftHistorySeconds;
  const student = { access: 'student' } as const;

  serve(app, 'getEssayDraft', student, async (request) =>
    readEssayDraft(app.db, await draftOwner(app.db, request.account!.id, request.params.id)),
  );

  serve(
    app,
    'saveEssayDraft',
    {
      ...student,
      rateLimit: app.limits.draftSaves,
      bodyLimit: Math.ceil(maxJsonBytes(ROUTE_SCHEMAS.saveEssayDraft.body!)),
    },
    async (request) => {
      const owner = await draftOwner(app.db, request.account!.id, request.params.id);
      const { content_html: html, base_revision: base } = request.body;
      const clean = await cleanEssayHtml(app.sanitizer, html, owner.userId);
      // A stale base revision is answered 409 with the server's copy (essay-drafts.ts).
      return saveEssayDraft(app.db, owner, clean, base, historyEverySeconds);
    },
  );
};

export default essayDrafts;
