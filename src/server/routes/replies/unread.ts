import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unreadThreads } from '../../feedback/replies';
import { serve } from '../serve';

/**
 * GET /replies/unread: for the dashboards, the essays with replies the reader has not opened yet: a
 * student's answers from instructors, an instructor's replies from students.
 */
const unreadReplies: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getUnreadReplies', { access: 'active' }, async (request) =>
    unreadThreads(app.db, request.account!),
  );
};

export default unreadReplies;
