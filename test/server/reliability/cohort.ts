import { createHmac, randomUUID } from 'node:crypto';
import { hashPassword } from '../../../src/server/auth/passwords';
import type { Database } from '../../../src/server/db/client';
import { courses, enrollments, sessions, users } from '../../../src/server/db/schema';
import { createWeekWithContent } from '../content-factories';

export interface Member {
  id: number;
  username: string;
  /** A bearer token for a live session, signed the way the server signs them. */
  token: string;
}

export interface Cohort {
  admin: Member;
  students: Member[];
  courseId: number;
  assignmentId: number;
}

/** Everyone's password, for the scenarios that sign in for real. */
export const COHORT_PASSWORD = 'reliability test password';

/** Signs an access token with the server's secret, so a crowd needs no argon2 sign-in each. */
function accessToken(secret: string, payload: { id: number; role: string; sid: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...payload, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * An instructor and `size` approved, verified students enrolled in one course with one essay
 * assignment, each signed in. One password hash serves everyone: hashing is deliberately slow.
 */
export async function seedCohort(db: Database, size: number, jwtSecret: string): Promise<Cohort> {
  const passwordHash = await hashPassword(COHORT_PASSWORD);
  const people = [
    { username: 'instructor', role: 'admin' as const },
    ...Array.from({ length: size }, (_, i) => ({ username: `student${i + 1}`, role: 'regular' as const })),
  ];
  const rows = await db
    .insert(users)
    .values(
      people.map(({ username, role }) => ({
        username,
        email: `${username}@example.com`,
        passwordHash,
        role,
        status: 'approved' as const,
        emailVerified: true,
      })),
    )
    .returning();
  const [course] = await db.insert(courses).values({ title: 'Argument and Evidence' }).returning();
  const { assignment } = await createWeekWithContent(db, course.id);
  const students = rows.slice(1);
  await db
    .insert(enrollments)
    .values(students.map((student) => ({ userId: student.id, courseId: course.id })));
  const sessionIds = rows.map(() => randomUUID());
  await db.insert(sessions).values(rows.map((row, i) => ({ id: sessionIds[i], userId: row.id })));
  const members = rows.map((row, i) => ({
    id: row.id,
    username: row.username,
    token: accessToken(jwtSecret, { id: row.id, role: row.role, sid: sessionIds[i] }),
  }));
  return {
    admin: members[0],
    students: members.slice(1),
    courseId: course.id,
    assignmentId: assignment.id,
  };
}
