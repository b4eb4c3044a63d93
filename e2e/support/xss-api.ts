import { type APIRequestContext, expect } from '@playwright/test';
import { linkToken, readOutbox, type SavedMail } from '../../test/server/outbox';
import { bearerFor } from './api';
import { E2E_DATA_DIR } from './server-settings';

/** Someone calling the API, signed in or not; hostile data is created the way a user would send it. */
export interface Caller {
  request: APIRequestContext;
  headers: Record<string, string>;
}

/** A visitor who has not signed in: registration and the e-mailed link need no account. */
export const stranger = (request: APIRequestContext): Caller => ({ request, headers: {} });

export interface Answer<T> {
  status: number;
  body: T;
}

export async function send<T>(
  caller: Caller,
  method: 'get' | 'post' | 'put' | 'patch',
  url: string,
  data?: unknown,
): Promise<Answer<T>> {
  const response = await caller.request[method](url, { headers: caller.headers, data });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

export async function created<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

export async function signedIn(request: APIRequestContext, who: { identifier: string; password: string }) {
  return { request, headers: await bearerFor(request, who) };
}

/** The embedded database answers one query at a time; a few requests in flight keep it busy. */
export const PARALLEL = 4;

/** Runs `work` over `items` with at most `limit` under way at once, answers in the items' order. */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const PASSWORD = 'hostile-content-password';

/** Finishes a registration as its owner and an instructor would: the e-mailed link, then approval. */
export async function verifyAndApprove(admin: Caller, email: string): Promise<number> {
  const mailTo = () => readOutbox(E2E_DATA_DIR).find((saved) => saved.to.includes(email));
  await expect.poll(mailTo, { timeout: 10_000 }).toBeTruthy();
  const token = linkToken((mailTo() as SavedMail).body);
  expect((await send(stranger(admin.request), 'post', '/api/verify-email', { token })).status).toBe(200);
  const users = await send<{ items: { id: number; email: string }[] }>(
    admin,
    'get',
    `/api/admin/users?search=${encodeURIComponent(email)}`,
  );
  const user = users.body.items.find((item) => item.email === email);
  if (!user) throw new Error(`no account for ${email}`);
  expect((await send(admin, 'post', `/api/admin/users/${user.id}/approve`)).status).toBe(200);
  return user.id;
}

/** A new student as a person becomes one: registered, verified by the e-mailed link, approved, enrolled. */
export async function newStudentIn(admin: Caller, courseId: number, username: string): Promise<number> {
  const email = `${username}@example.com`;
  const registered = await send(stranger(admin.request), 'post', '/api/register', {
    username,
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(202);
  const id = await verifyAndApprove(admin, email);
  await enrol(admin, courseId, id);
  return id;
}

export async function enrol(admin: Caller, courseId: number, userId: number) {
  const answer = await send(admin, 'post', '/api/admin/enrollments', {
    course_id: courseId,
    user_ids: [userId],
  });
  expect(answer.status).toBe(201);
}
