import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { displayNameToStore } from '../accounts/display-name';
import { INVITED_PASSWORD_HASH, queueInvitationMails } from '../accounts/invitation';
import { findUserByEmail, insertUser } from '../accounts/user-store';
import { duplicateMessages } from '../accounts/users';
import { consumeEmailLink } from '../accounts/verification';
import { queueVerificationMail } from '../accounts/verification-job';
import { hashPassword } from '../auth/passwords';
import { courseOfCode, joinAfterVerification } from '../courses/join-codes';
import { violatedUniqueConstraint } from '../db/errors';
import { conflict } from '../errors';
import { queueMail } from '../mail/mail-job';
import { sendLater } from '../mail/send-later';
import { serve } from './serve';

const CHECK_EMAIL =
  'If the address can receive mail, a verification link is on its way. Open it within 24 hours.';

const registration: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;
  // Account e-mails go through the job queue, started without making the answer wait, so how long an
  // answer takes says nothing about which addresses have accounts.
  const queue = (work: () => Promise<unknown>) =>
    sendLater(app.log, async () => {
      await work();
      app.jobs.wake();
    });

  serve(app, 'register', { access: 'public', rateLimit: app.limits.auth }, async (request, reply) => {
    const username = request.body.username.trim();
    const email = request.body.email.trim();
    // Checked before the password is hashed: a refused name costs the server nothing.
    const displayName = displayNameToStore(request.body.display_name) ?? '';
    // Registering through a course's /join link: the course takes them in once the e-mail is verified.
    const joining = request.body.join_code ? await courseOfCode(app.db, request.body.join_code) : undefined;
    const passwordHash = await hashPassword(request.body.password);
    try {
      const user = await insertUser(app.db, {
        username,
        email,
        passwordHash,
        displayName,
        joinCourseId: joining?.id,
      });
      queue(() => queueVerificationMail(app.db, user.id));
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      const duplicate = constraint ? duplicateMessages[constraint] : undefined;
      if (!duplicate) throw error;
      // Usernames are visible to others anyway; whether an e-mail address has an account is not.
      if (duplicate.field === 'username') throw conflict(duplicate.message, { username: duplicate.message });
      // A student put on a class list who registers instead of opening the invitation gets it again.
      const invited = await findUserByEmail(app.db, email);
      if (invited?.passwordHash === INVITED_PASSWORD_HASH) {
        queue(() => queueInvitationMails(app.db, [invited.id]));
        return reply.status(202).send({ message: `Account created. ${CHECK_EMAIL}` });
      }
      queue(() =>
        queueMail(app.db, {
          to: email,
          subject: 'Someone tried to create a Margin account with your address',
          text: `An account already uses this address. Sign in at ${publicUrl}/auth/login instead.\nIf this was not you, you can ignore this message.`,
        }),
      );
    }
    const joins = joining ? ` Once it is verified, you join ${joining.title}.` : '';
    return reply.status(202).send({ message: `Account created. ${CHECK_EMAIL}${joins}` });
  });

  serve(app, 'verifyEmail', { access: 'public', rateLimit: app.limits.auth }, async (request) => {
    const { userId, purpose, email } = await consumeEmailLink(app.db, request.body.token);
    if (purpose === 'change') {
      request.log.info({ userId }, 'e-mail address changed');
      return { message: `Your e-mail address is now ${email}.` };
    }
    await joinAfterVerification(app.db, userId);
    request.log.info({ userId }, 'e-mail verified');
    return { message: 'Your e-mail address is verified.' };
  });

  serve(
    app,
    'resendVerification',
    { access: 'public', rateLimit: app.limits.auth },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user?.passwordHash === INVITED_PASSWORD_HASH) queue(() => queueInvitationMails(app.db, [user.id]));
      else if (user && !user.emailVerified) queue(() => queueVerificationMail(app.db, user.id));
      return reply.status(202).send({ message: CHECK_EMAIL });
    },
  );
};

export default registration;
