import { HttpResponse, http, type PathParams } from 'msw';
import type {
  ApiError,
  Enrollment,
  PasswordBody,
  ProfileAnswer,
  ProfileBody,
  User,
} from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db, findUserByIdentifier } from '../db';
import { makeOpaqueToken } from '../tokens';
import { apiError, apiPath, sessionUser, unauthenticated } from './respond';

/** Every handler answers either its contract type or the contract's error shape. */
type Answer<T> = T | ApiError;
type NoBody = never;

export const userHandlers = [
  http.get<PathParams, NoBody, Answer<User>>(apiPath(API_ROUTES.getMe.path), ({ request }) => {
    const session = sessionUser(request);
    return session ? HttpResponse.json(session.user) : unauthenticated();
  }),

  http.get<{ id: string }, NoBody, Answer<User>>(apiPath(API_ROUTES.getUser.path), ({ request, params }) => {
    const session = sessionUser(request);
    if (!session) return unauthenticated();
    const user = db.users.get(Number(params.id));
    if (!user) return apiError(404, 'NOT_FOUND', 'That user does not exist.');
    if (session.user.role !== 'admin' && session.user.id !== user.id) {
      return apiError(403, 'FORBIDDEN', 'You may not see this user.');
    }
    return HttpResponse.json(user);
  }),

  http.get<{ id: string }, NoBody, Answer<Enrollment[]>>(
    apiPath(API_ROUTES.getUserEnrollments.path),
    ({ request, params }) => {
      const session = sessionUser(request);
      if (!session) return unauthenticated();
      const userId = Number(params.id);
      if (session.user.role !== 'admin' && session.user.id !== userId) {
        return apiError(403, 'FORBIDDEN', 'You may not see these enrollments.');
      }
      return HttpResponse.json(db.enrollments.filter((enrollment) => enrollment.user_id === userId));
    },
  ),

  http.put<PathParams, ProfileBody, Answer<ProfileAnswer>>(
    apiPath(API_ROUTES.updateProfile.path),
    async ({ request }) => {
      const session = sessionUser(request);
      if (!session) return unauthenticated();
      const { username, email, display_name } = await request.json();
      const taken = findUserByIdentifier(username);
      if (taken && taken.id !== session.user.id) {
        const error = 'That username is already taken.';
        return apiError(409, 'CONFLICT', error, { fields: { username: error } });
      }
      const user = session.user;
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
    },
  ),

  http.put<PathParams, PasswordBody, Answer<null>>(
    apiPath(API_ROUTES.changePassword.path),
    async ({ request }) => {
      const session = sessionUser(request);
      if (!session) return unauthenticated();
      const { current_password, new_password } = await request.json();
      if (db.passwords.get(session.user.id) !== current_password) {
        return apiError(400, 'VALIDATION_FAILED', 'Current password is incorrect.', {
          fields: { current_password: 'Current password is incorrect.' },
        });
      }
      db.passwords.set(session.user.id, new_password);
      return new HttpResponse(null, { status: 204 });
    },
  ),
];
