import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import { courseStaff, courses, enrollments, users } from '../../src/server/db/schema';
import type { LoginAnswer } from '../../src/shared/contract/auth';
import type { TestServer } from './test-server';

export const PASSWORD = 'correct horse battery';

let counter = 0;

// argon2 is slow by design. The usual password's hash is made once per run by the global set-up; any other
// password's once per test file.
const hashes = new Map<string, Promise<string>>();
const presetHash = process.env.MARGIN_TEST_PASSWORD_HASH;
if (presetHash) hashes.set(PASSWORD, Promise.resolve(presetHash));
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  counter += 1;
  const { password = PASSWORD, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      username: `user${counter}_${process.pid}`,
      email: `user${counter}_${process.pid}@example.com`,
      passwordHash: await hashOnce(password),
      role: 'regular',
      status: 'approved',
      emailVerified: true,
      ...rest,
    })
    .returning();
  return user;
}

export async function createCourseWithEnrollment(db: Database, userId: number, title = 'Essay Writing') {
  const [course] = await db.insert(courses).values({ title }).returning();
  await db.insert(enrollments).values({ userId, courseId: course.id });
  return course;
}

export async function signIn(
  server: TestServer,
  identifier: string,
  password = PASSWORD,
): Promise<LoginAnswer> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { identifier, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The access token of a new sign-in as `account`. */
export async function tokenFor(server: TestServer, account: { username: string }, password = PASSWORD) {
  return (await signIn(server, account.username, password)).access_token;
}

/** A new account (an approved, verified student unless `overrides` say otherwise), signed in. */
export async function signedInUser(server: TestServer, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.handle.db, overrides);
  return { ...user, token: await tokenFor(server, user) };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/**
 * A student `createUser` made with no overrides, as the API answers for it: approved, verified, and
 * shown by the username.
 */
export const newStudentAnswer = (user: typeof users.$inferSelect) => ({
  id: user.id,
  username: user.username,
  display_name: user.username,
  email: user.email,
  role: 'regular',
  status: 'approved',
  email_verified: true,
  created_at: user.createdAt.toISOString(),
});

/** Enrols accounts in a course, as an instructor does from the course's page. */
export async function enrol(db: Database, courseId: number, ...userIds: number[]) {
  await db.insert(enrollments).values(userIds.map((userId) => ({ userId, courseId })));
}

/**
 * The site administrator: the first admin account, made now when there is none. Another admin account
 * made later is an instructor, who sees only the courses they teach (auth/course-staff).
 */
export async function siteAdministrator(db: Database) {
  const [first] = await db
    .select()
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  return first ?? createUser(db, { role: 'admin' });
}

/** Makes an account one of a course's staff. */
export async function addToStaff(
  db: Database,
  courseId: number,
  userId: number,
  role: 'instructor' | 'assistant' = 'instructor',
) {
  await db.insert(courseStaff).values({ courseId, userId, role });
}
