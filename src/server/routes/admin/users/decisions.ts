import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revokeAllSessions } from '../../../accounts/sessions';
import { setUserStatus } from '../../../accounts/user-store';
import { toUserDto } from '../../../accounts/users';
import { SITE } from '../../../auth/course-staff';
import { HttpError, mustFind } from '../../../errors';
import { queueMail } from '../../../mail/mail-job';
import { serve } from '../../serve';

/** POST /api/admin/users/{id}/approve and …/reject: an instructor's decision on an account, mailed to it. */
const decisions: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;
  const decide =
    (decision: 'approved' | 'rejected') =>
    async (request: { params: { id: number }; account: { id: number } | null }) => {
      if (request.params.id === request.account?.id) {
        throw new HttpError(409, 'CONFLICT', 'You cannot change the status of your own account.');
      }
      const user = mustFind(await setUserStatus(app.db, request.params.id, decision), 'That user');
      // A declined account is signed out everywhere at once, not when its tokens run out.
      if (decision === 'rejected') await revokeAllSessions(app.db, user.id);
      const text =
        decision === 'approved'
          ? `Hello ${user.username},\n\nAn instructor approved your Margin account. Sign in at ${publicUrl}/auth/login to reach your courses.`
          : `Hello ${user.username},\n\nAn instructor declined your request for a Margin account. If you think this is a mistake, contact your instructor.`;
      // On the durable queue: the decision is stored, so its e-mail is too, and survives a restart.
      await queueMail(
        app.db,
        {
          to: user.email,
          subject:
            decision === 'approved' ? 'Your Margin account is approved' : 'Your Margin account request',
          text,
        },
        user.id,
      );
      app.jobs.wake();
      return toUserDto(user);
    };

  serve(app, 'approveUser', SITE, decide('approved'));
  serve(app, 'rejectUser', SITE, decide('rejected'));
};

export default decisions;
