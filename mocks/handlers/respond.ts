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

const forbidden = (detail: string) => apiError(403, 'FORBIDDEN', 'Forbidden', { detail });

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

/** The server's 'signedIn' access level: the caller, or 401. */
export function signedInOrRefusal(request: Request): User | HttpResponse<ApiError> {
  return sessionUser(request)?.user ?? unauthenticated();
}

/** The server's 'admin' access level: the instructor calling, or the refusal an admin route gives. */
export function adminOrRefusal(request: Request): User | HttpResponse<ApiError> {
  const user = signedInOrRefusal(request);
  if (user instanceof Response || user.role === 'admin') return user;
  return apiError(403, 'FORBIDDEN', 'Only instructors may do this.');
}

/** The server's 'student' access level: a verified, approved regular user, or the refusal it gives. */
export function studentOrRefusal(request: Request): User | HttpResponse<ApiError> {
  const user = signedInOrRefusal(request);
  if (user instanceof Response) return user;
  if (!user.email_verified) return forbidden('Please verify your email address to access courses.');
  if (user.status !== 'approved') return forbidden('Your account is waiting for approval by an instructor.');
  if (user.role !== 'regular') return forbidden('You do not have permission to access this content.');
  return user;
}

/** Anything in a course the student is not enrolled in is 403, as on the server. */
export const notEnrolled = () => forbidden('You are not enrolled in this course.');

export const notFound = (what: string) => apiError(404, 'NOT_FOUND', `${what} does not exist.`);

export const noContent = () => new HttpResponse<null>(null, { status: 204 });
