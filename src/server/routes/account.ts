import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../shared/contract/common';
import { displayNameToStore } from '../accounts/display-name';
import { revokeOtherSessions } from '../accounts/sessions';
import { findUserById, saveProfile, setPasswordHash } from '../accounts/user-store';
import { asDuplicateConflict, toUserDto } from '../accounts/users';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { HttpError, mustFind } from '../errors';
import { serve } from './serve';

/** PUT /api/profile and PUT /api/password: the signed-in account changing itself. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;
  // Each new address costs an e-mail to it, so saves are limited like the other account e-mails.
  serve(app, 'updateProfile', { access: 'signedIn', rateLimit: app.limits.auth }, async (request) => {
    const current = mustFind(await findUserById(app.db, request.account!.id), 'Your account');
    const username = request.body.username.trim();
    const email = request.body.email.trim();
    // A new address stays pending until its link is opened; the answer and its timing are the same
    // whether or not another account has it, so the profile cannot be used to look addresses up.
    const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
    const displayName = displayNameToStore(request.body.display_name);
    let updated: Awaited<ReturnType<typeof saveProfile>>;
    try {
      updated = await saveProfile(app.db, current.id, {
        username,
        email,
        displayName,
        emailChanged,
        publicUrl,
      });
    } catch (error) {
      throw asDuplicateConflict(error);
    }
    if (emailChanged) app.jobs.wake();
    return { ...toUserDto(updated), pending_email: emailChanged ? email : null };
  });

  serve(app, 'changePassword', { access: 'signedIn', rateLimit: app.limits.auth }, async (request, reply) => {
    const account = request.account!;
    const current = await findUserById(app.db, account.id);
    if (!current || !(await verifyPassword(current.passwordHash, request.body.current_password))) {
      throw new HttpError(400, ErrorCode.invalidCredentials, 'Current password is incorrect.', undefined, {
        current_password: 'Current password is incorrect.',
      });
    }
    const passwordHash = await hashPassword(request.body.new_password);
    await setPasswordHash(app.db, account.id, passwordHash);
    await revokeOtherSessions(app.db, account.id, account.sessionId);
    return reply.status(204).send();
  });
};

export default accountRoutes;
