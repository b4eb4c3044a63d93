import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../shared/contract/common';
import { HttpError, notFound } from '../../errors';
import { addReply, checkThreadRoom, itemForThread, readThread } from '../../feedback/replies';
import { notifyReply } from '../../notifications/notify';
import { serve } from '../serve';

const EMPTY_REPLY = 'Write your reply first.';

/**
 * GET and POST /feedback-items/{itemId}/replies (the revision loop): the thread under a released
 * comment, for the essay's author and instructors only; anyone else is told there is no such comment.
 * Replies are plain text, shown as text (links made clickable by the page), never as HTML.
 */
const replies: FastifyPluginAsyncTypebox = async (app) => {
  // REPLIES_PER_THREAD_PER_10_MINUTES: replies one conversation takes in 10 minutes.
  const { publicUrl, repliesPerThreadPer10Minutes: perThreadPer10Minutes } = app.config;
  serve(app, 'getReplies', { access: 'active' }, async (request) => {
    const reader = request.account!;
    if (!(await itemForThread(app.db, request.params.itemId, reader))) throw notFound('That comment');
    return readThread(app.db, request.params.itemId, reader);
  });

  serve(app, 'createReply', { access: 'active', rateLimit: app.limits.replies }, async (request, reply) => {
    const author = request.account!;
    if (!(await itemForThread(app.db, request.params.itemId, author))) throw notFound('That comment');
    const body = request.body.body.trim();
    if (!body)
      throw new HttpError(400, ErrorCode.validationFailed, EMPTY_REPLY, EMPTY_REPLY, { body: EMPTY_REPLY });
    await checkThreadRoom(app.db, request.params.itemId, perThreadPer10Minutes);
    // The reply and the e-mail about it land together or not at all.
    const { stored, mailed } = await addReply(app.db, request.params.itemId, author, body, (tx) =>
      notifyReply(tx, publicUrl, request.params.itemId, author),
    );
    if (mailed) app.jobs.wake();
    return reply.status(201).send(stored);
  });
};

export default replies;
