import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { PasswordBodySchema, ProfileAnswerSchema, ProfileBodySchema } from '../../../shared/contract/auth';
import { ErrorCode } from '../../../shared/contract/common';
import { requestEmailChange, sendAddressInUseNotice, sendEmailChangeLink } from '../../accounts/email-change';
import { asDuplicateConflict, findUserById, toUserDto } from '../../accounts/users';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { sendLater } from '../../mail/send-later';

/** PUT /api/profile and PUT /api/password: the signed-in account changing itself. */
const accountRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.put(
    '/profile',
    {
      // Each new address costs an e-mail to it, so saves are limited like the other account e-mails.
      config: { access: 'signedIn', rateLimit: app.limits.auth },
      schema: { body: ProfileBodySchema, response: { 200: ProfileAnswerSchema } },
    },
    async (request) => {
      const current = await findUserById(app.db, request.account!.id);
      if (!current) throw notFound('Your account');
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      // A new address stays pending until its link is opened; the answer and its timing are the same
      // whether or not another account has it, so the profile cannot be used to look addresses up.
      const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
      let saved: { updated: typeof current; link: string | null };
      try {
        saved = await app.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({ username, ...(emailChanged ? {} : { email }), updatedAt: new Date() })
            .where(eq(users.id, current.id))
            .returning();
          const link = emailChanged ? await requestEmailChange(tx, current.id, email) : null;
          return { updated, link };
        });
      } catch (error) {
        throw asDuplicateConflict(error);
      }
      const { updated, link } = saved;
      if (emailChanged) {
        const mailDeps = { mailer: app.mailer, publicUrl };
        sendLater(app.log, () =>
          link
            ? sendEmailChangeLink(mailDeps, updated, email, link)
            : sendAddressInUseNotice(mailDeps, email),
        );
      }
      return { ...toUserDto(updated), pending_email: emailChanged ? email : null };
    },
  );

  app.put(
    '/password',
    { config: { access: 'signedIn', rateLimit: app.limits.auth }, schema: { body: PasswordBodySchema } },
    async (request, reply) => {
      const account = request.account!;
      const current = await findUserById(app.db, account.id);
      if (!current || !(await verifyPassword(current.passwordHash, request.body.current_password))) {
        throw new HttpError(400, ErrorCode.invalidCredentials, 'Current password is incorrect.', undefined, {
          current_password: 'Current password is incorrect.',
        });
      }
      const passwordHash = await hashPassword(request.body.new_password);
      await app.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, account.id));
      await revokeOtherSessions(app.db, account.id, account.sessionId);
      return reply.status(204).send();
    },
  );
};

export default accountRoutes;
