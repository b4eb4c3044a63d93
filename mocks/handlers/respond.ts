import { jwtDecode } from 'jwt-decode';
import { HttpResponse } from 'msw';
import type { AccessTokenPayload, ApiError, User } from '../../src/shared/contract';
import { db } from '../db';

/** Paths match whatever origin the SPA was built against, under the default API base. */
export const apiPath = (path: string) => `*/api${path}`;

export function apiError(
  statusCode: number,
  code: string,
  error: string,
  extra: Partial<ApiError> = {},
): HttpResponse<ApiError> {
  const body: ApiError = { statusCode, code, error, ...extra };
  return HttpResponse.json<ApiError>(body, { status: statusCode });
}

export const unauthenticated = () => apiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');

/** The user whose live, unexpired access token the request carries, as the server checks it. */
export function sessionUser(request: Request): { user: User; sid: string } | null {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  try {
    const payload = jwtDecode<AccessTokenPayload>(token);
    if (payload.exp * 1000 <= Date.now() || db.revokedSessions.has(payload.sid)) return null;
    const user = db.users.get(payload.id);
    return user ? { user, sid: payload.sid } : null;
  } catch {
    return null;
  }
}

/** The refusal an admin route gives, or null when the request carries a live admin session. */
export function refuseUnlessAdmin(request: Request): HttpResponse<ApiError> | null {
  const session = sessionUser(request);
  if (!session) return unauthenticated();
  return session.user.role === 'admin' ? null : apiError(403, 'FORBIDDEN', 'Only instructors may do this.');
}

export const notFound = (what: string) => apiError(404, 'NOT_FOUND', `${what} does not exist.`);

export const noContent = () => new HttpResponse(null, { status: 204 });
