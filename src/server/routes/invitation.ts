import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptInvitation } from '../accounts/invitation';
import { serve } from './serve';
import { startSignedIn } from './sign-in';

/**
 * POST /api/accept-invite: a student put on a class list opens the e-mailed link and chooses a password;
 * they are signed in at once, already enrolled in the course.
 */
const invitation: FastifyPluginAsyncTypebox = async (app) => {
  const { refreshTokenTtlDays } = app.config;
  serve(app, 'acceptInvitation', { access: 'public', rateLimit: app.limits.auth }, async (request) => {
    const user = await acceptInvitation(app.db, request.body.token, request.body.password);
    request.log.info({ userId: user.id }, 'invitation accepted');
    return startSignedIn(app, user, refreshTokenTtlDays);
  });
};

export default invitation;
