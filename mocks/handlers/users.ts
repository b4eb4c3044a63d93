import { HttpResponse } from 'msw';
import { db, findUserByIdentifier } from '../db';
import { makeOpaqueToken } from '../tokens';
import { handleSignedIn } from './handle';
import { apiError, noContent } from './respond';

export const userHandlers = [
  handleSignedIn('getMe', ({ user }) => HttpResponse.json(user)),

  handleSignedIn('getUser', ({ params, user: caller }) => {
    const user = db.users.get(Number(params.id));
    if (!user) return apiError(404, 'NOT_FOUND', 'That user does not exist.');
    if (caller.role !== 'admin' && caller.id !== user.id) {
      return apiError(403, 'FORBIDDEN', 'You may not see this user.');
    }
    return HttpResponse.json(user);
  }),

  handleSignedIn('getUserEnrollments', ({ params, user }) => {
    const userId = Number(params.id);
    if (user.role !== 'admin' && user.id !== userId) {
      return apiError(403, 'FORBIDDEN', 'You may not see these enrollments.');
    }
    return HttpResponse.json(db.enrollments.filter((enrollment) => enrollment.user_id === userId));
  }),

  handleSignedIn('updateProfile', async ({ request, user }) => {
    const { username, email, display_name } = await request.json();
    const taken = findUserByIdentifier(username);
    if (taken && taken.id !== user.id) {
      const error = 'That username is already taken.';
      return apiError(409, 'CONFLICT', error, { fields: { username: error } });
    }
    user.username = username;
    if (display_name !== undefined) user.display_name = display_name.trim();
    if (email.toLowerCase() === user.email.toLowerCase()) {
      user.email = email;
      return HttpResponse.json({ ...user, pending_email: null });
    }
    // As the server: a new address waits for its link, which replaces any earlier one; an address
    // another account has gets no link (its owner is told), and the answer is the same either way.
    for (const [token, link] of db.verificationTokens) {
      if (link.userId === user.id && link.purpose === 'change') db.verificationTokens.delete(token);
    }
    const holder = findUserByIdentifier(email);
    if (!holder) {
      db.verificationTokens.set(makeOpaqueToken('change-link'), {
        userId: user.id,
        email,
        purpose: 'change',
      });
    }
    return HttpResponse.json({ ...user, pending_email: email });
  }),

  handleSignedIn('changePassword', async ({ request, user }) => {
    const { current_password, new_password } = await request.json();
    if (db.passwords.get(user.id) !== current_password) {
      return apiError(400, 'VALIDATION_FAILED', 'Current password is incorrect.', {
        fields: { current_password: 'Current password is incorrect.' },
      });
    }
    db.passwords.set(user.id, new_password);
    return noContent();
  }),
];
