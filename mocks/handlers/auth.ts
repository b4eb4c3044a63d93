import { HttpResponse } from 'msw';
import type { LoginAnswer, User } from '../../src/shared/contract';
import { db, findUserByIdentifier, rotateRefreshToken, startSession } from '../db';
import { handle } from './handle';
import { apiError, noContent, unauthenticated } from './respond';

// The server's schema (the contract's opaque token, 16 to 256 characters) refuses a token of the wrong
// length before looking it up, in its own sentences. The mocks ship in the demo bundle, which carries no
// schemas, so the bounds are written here.
const TOKEN_MIN = 16;
const TOKEN_MAX = 256;
function tokenLengthProblem(token: unknown): string | null {
  if (typeof token !== 'string') return 'Must be a string.';
  if (token.length < TOKEN_MIN) return `Use at least ${TOKEN_MIN} characters.`;
  if (token.length > TOKEN_MAX) return `Use at most ${TOKEN_MAX} characters.`;
  return null;
}

const CHECK_EMAIL = 'If the address can receive mail, a verification link is on its way.';

/** A new session for the person, answered as sign-in answers it (also after accepting an invitation). */
function signedIn(user: User) {
  const { access_token, refresh_token } = startSession(user);
  return HttpResponse.json<LoginAnswer>({
    access_token,
    refresh_token,
    user: { username: user.username, email: user.email, display_name: user.display_name },
  });
}

export const authHandlers = [
  handle('login', async ({ request }) => {
    const { identifier, password } = await request.json();
    const user = findUserByIdentifier(identifier);
    if (!user || db.passwords.get(user.id) !== password) {
      return apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials', {
        detail: 'Incorrect username, e-mail or password.',
      });
    }
    return signedIn(user);
  }),

  handle('register', async ({ request }) => {
    const body = await request.json();
    if (findUserByIdentifier(body.username)) {
      const error = 'That username is already taken.';
      return apiError(409, 'CONFLICT', error, { fields: { username: error } });
    }
    const id = Math.max(...db.users.keys()) + 1;
    const created_at = new Date().toISOString();
    db.users.set(id, {
      id,
      ...body,
      display_name: body.display_name?.trim() || body.username,
      role: 'regular',
      status: 'pending',
      email_verified: false,
      created_at,
    });
    db.passwords.set(id, body.password);
    return HttpResponse.json({ message: `Account created. ${CHECK_EMAIL}` }, { status: 202 });
  }),

  // As the server: an invitation link sets the password, verifies the address and signs the student in.
  handle('acceptInvitation', async ({ request }) => {
    const { token, password } = await request.json();
    const link = db.verificationTokens.get(token);
    const user = link?.purpose === 'invite' ? db.users.get(link.userId) : undefined;
    if (!link || !user || link.email !== user.email) {
      return apiError(400, 'INVALID_TOKEN', 'This invitation link is invalid or has expired.', {
        detail:
          'Ask your instructor to send the invitation again, or sign in if you have already set your password.',
      });
    }
    db.verificationTokens.delete(token);
    db.passwords.set(user.id, password);
    user.email_verified = true;
    return signedIn(user);
  }),

  handle('verifyEmail', async ({ request }) => {
    const { token } = await request.json();
    const problem = tokenLengthProblem(token);
    if (problem) {
      return apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
        detail: `token: ${problem}`,
        fields: { token: problem },
      });
    }
    const link = db.verificationTokens.get(token);
    const user = link && db.users.get(link.userId);
    const invalid = () => apiError(400, 'INVALID_TOKEN', 'This verification link is invalid or has expired.');
    if (!link || !user) return invalid();
    if (link.purpose === 'change') {
      // The person proved they own the inbox, so saying that another account took it reveals nothing.
      const holder = findUserByIdentifier(link.email);
      if (holder && holder.id !== user.id) {
        const error = 'That e-mail address is already in use.';
        return apiError(409, 'CONFLICT', error, { fields: { email: error } });
      }
      db.verificationTokens.delete(token);
      Object.assign(user, { email: link.email, email_verified: true });
      return HttpResponse.json({ message: `Your e-mail address is now ${link.email}.` });
    }
    // A verification link counts only while its address is still the account's.
    if (link.email !== user.email) return invalid();
    db.verificationTokens.delete(token);
    user.email_verified = true;
    return HttpResponse.json({ message: 'Your e-mail address is verified.' });
  }),

  handle('resendVerification', async ({ request }) => {
    await request.json();
    return HttpResponse.json({ message: CHECK_EMAIL }, { status: 202 });
  }),

  handle('refresh', async ({ request }) => {
    const { refresh_token } = await request.json();
    const rotated = rotateRefreshToken(refresh_token);
    return rotated ? HttpResponse.json(rotated) : unauthenticated();
  }),

  handle('logout', async ({ request }) => {
    const { refresh_token } = await request.json();
    const entry = db.refreshTokens.get(refresh_token);
    if (entry) db.revokedSessions.add(entry.sid);
    return noContent();
  }),
];
