import type { LoginAnswer } from '../../../src/shared/contract/auth';
import type { ApiError } from '../../../src/shared/contract/common';
import type { Course } from '../../../src/shared/contract/courses';
import type { AdminSubmissionSummary } from '../../../src/shared/contract/feedback';
import type { StudentCourse } from '../../../src/shared/contract/student';
import type { GradeItem, StudentSubmission } from '../../../src/shared/contract/submissions';
import type { User } from '../../../src/shared/contract/users';

/** What a caller saw: an answer with its status, or no answer at all (the connection failed). */
export type Outcome<T> = { status: number; body: T | ApiError } | { status: 0; failure: string };

export const isSuccess = <T>(outcome: Outcome<T>): outcome is { status: number; body: T } =>
  outcome.status >= 200 && outcome.status < 300;

function parseBody(text: string) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

async function call<T>(url: string, init: RequestInit): Promise<Outcome<T>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    return { status: response.status, body: parseBody(text) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, failure: cause?.code ?? cause?.message ?? String(error) };
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function submitEssay(
  baseUrl: string,
  request: { token: string; assignmentId: number; html: string; idempotencyKey: string },
): Promise<Outcome<StudentSubmission>> {
  return call(`${baseUrl}/api/student/assignments/${request.assignmentId}/submissions`, {
    method: 'POST',
    headers: {
      ...bearer(request.token),
      'content-type': 'application/json',
      'idempotency-key': request.idempotencyKey,
    },
    body: JSON.stringify({ content_html: request.html }),
  });
}

export function readGrades(baseUrl: string, token: string): Promise<Outcome<GradeItem[]>> {
  return call(`${baseUrl}/api/student/grades`, { headers: bearer(token) });
}

export function readHealth(baseUrl: string): Promise<Outcome<{ status: string }>> {
  return call(`${baseUrl}/api/health`, {});
}

/** The instructor's list of an assignment's latest essays, with how each feedback draft stands. */
export function listSubmissions(
  baseUrl: string,
  adminToken: string,
  assignmentId: number,
): Promise<Outcome<AdminSubmissionSummary[]>> {
  return call(`${baseUrl}/api/admin/assignments/${assignmentId}/submissions`, {
    headers: bearer(adminToken),
  });
}

const json = (token: string | undefined, method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function signIn(baseUrl: string, identifier: string, password: string): Promise<Outcome<LoginAnswer>> {
  return call(`${baseUrl}/api/login`, json(undefined, 'POST', { identifier, password }));
}

/** The instructor's list of every course. */
export function listCourses(baseUrl: string, adminToken: string): Promise<Outcome<Course[]>> {
  return call(`${baseUrl}/api/admin/courses`, { headers: bearer(adminToken) });
}

/** A student's own courses. */
export function listMyCourses(baseUrl: string, token: string): Promise<Outcome<StudentCourse[]>> {
  return call(`${baseUrl}/api/student/courses`, { headers: bearer(token) });
}

export function renameCourse(
  baseUrl: string,
  adminToken: string,
  courseId: number,
  title: string,
): Promise<Outcome<Course>> {
  return call(`${baseUrl}/api/admin/courses/${courseId}`, json(adminToken, 'PUT', { title }));
}

export function rejectUser(baseUrl: string, adminToken: string, userId: number): Promise<Outcome<User>> {
  return call(`${baseUrl}/api/admin/users/${userId}/reject`, { method: 'POST', headers: bearer(adminToken) });
}

/** A short essay that differs per author and per attempt, so a stored row names exactly one request. */
export function essayHtml(author: string, attempt: number): string {
  return [
    `<p>${author}, draft ${attempt}: Schools should start later in the morning, because teenagers who sleep longer learn more.</p>`,
    '<p>Several districts that moved the first bell to half past eight reported better attendance and fewer late arrivals. ',
    'Critics say buses and sports would suffer, but those schedules were changed before and can change again.</p>',
  ].join('');
}
