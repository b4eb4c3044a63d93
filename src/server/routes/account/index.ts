import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { PasswordBodySchema, ProfileBodySchema } from '../../../shared/contract/auth';
import { ErrorCode } from '../../../shared/contract/common';
import { UserSchema } from '../../../shared/contract/users';
import { duplicateMessages, findUserById, toUserDto } from '../../accounts/users';
import { sendVerificationEmail } from '../../accounts/verification';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { violatedUniqueConstraint } from '../../db/errors';
import { users } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';

/** PUT /api/profile and PUT /api/password: the signed-in account changing itself. */
const accountRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.put(
    '/profile',
    { config: { access: 'signedIn' }, schema: { body: ProfileBodySchema, response: { 200: UserSchema } } },
    async (request) => {
      const current = await findUserById(app.db, request.account!.id);
      if (!current) throw notFound('Your account');
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      // A new address must be proven again before it counts as verified.
      const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
      let updated: typeof current;
      try {
        [updated] = await app.db
          .update(users)
          .set({ username, email, updatedAt: new Date(), ...(emailChanged ? { emailVerified: false } : {}) })
          .where(eq(users.id, current.id))
          .returning();
      } catch (error) {
        const duplicate = duplicateMessages[violatedUniqueConstraint(error) ?? ''];
        if (duplicate) throw conflict(duplicate.message, { [duplicate.field]: duplicate.message });
        throw error;
      }
      if (emailChanged) {
        await sendVerificationEmail({ db: app.db, mailer: app.mailer, publicUrl }, updated).catch((error) =>
          request.log.error({ err: error }, 'could not send the verification e-mail'),
        );
      }
      return toUserDto(updated);
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
