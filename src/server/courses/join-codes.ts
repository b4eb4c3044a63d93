import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { JoinAnswer } from '../../shared/contract/student';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode } from '../../shared/rules/join-code';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { courses, enrollments, users } from '../db/schema';
import { HttpError } from '../errors';

type CourseRow = typeof courses.$inferSelect;

export const UNKNOWN_CODE =
  'That code does not open any course. Check it with your instructor: codes can be turned off or replaced.';

const newCode = () =>
  Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');

/** The course's join settings as the instructor sees them, or null while joining is off. */
export const joinOf = (course: Pick<CourseRow, 'joinCode' | 'joinApprovesPending'>) =>
  course.joinCode ? { code: course.joinCode, approves_pending: course.joinApprovesPending } : null;

/**
 * Gives the course a new join code (the old one stops working) and sets whether joining approves a
 * pending account. A code that happens to be another course's is drawn again.
 */
export async function makeJoinCode(
  db: Database,
  courseId: number,
  approvesPending: boolean | undefined,
  keepCode = false,
): Promise<CourseRow | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [course] = await db
        .update(courses)
        .set({
          // Keeping the code changes only the setting; a course without one gets one either way.
          joinCode: keepCode ? sql`coalesce(${courses.joinCode}, ${newCode()})` : newCode(),
          ...(approvesPending === undefined ? {} : { joinApprovesPending: approvesPending }),
          updatedAt: new Date(),
        })
        .where(eq(courses.id, courseId))
        .returning();
      return course;
    } catch (error) {
      if (violatedUniqueConstraint(error) !== 'courses_join_code_key' || attempt >= 5) throw error;
    }
  }
}

export async function turnOffJoinCode(db: Database, courseId: number): Promise<boolean> {
  const turnedOff = await db
    .update(courses)
    .set({ joinCode: null, updatedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id });
  return turnedOff.length > 0;
}

/** The course a typed code opens, if joining it is on. */
export async function courseOfCode(db: Database, typed: string): Promise<CourseRow | undefined> {
  const code = normalizeJoinCode(typed);
  if (!code) return undefined;
  const [course] = await db.select().from(courses).where(eq(courses.joinCode, code));
  return course;
}

/**
 * Enrols the person in the course, approving a pending account where the course allows it; answers
 * whether they were enrolled already.
 */
async function enrolByCode(db: Database, userId: number, course: CourseRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enrollments)
      .values({ userId, courseId: course.id })
      .onConflictDoNothing()
      .returning({ id: enrollments.id });
    if (course.joinApprovesPending) {
      await tx
        .update(users)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.status, 'pending')));
    }
    return inserted.length === 0;
  });
}

/**
 * A signed-in person joins with a code: enrolled at once when their e-mail is verified, else once they
 * open the verification link. A code that opens nothing is one clear sentence (and counts against the
 * route's limit).
 */
export async function joinWithCode(
  db: Database,
  person: { id: number; emailVerified: boolean },
  typed: string,
): Promise<JoinAnswer> {
  const course = await courseOfCode(db, typed);
  if (!course)
    throw new HttpError(404, ErrorCode.notFound, UNKNOWN_CODE, UNKNOWN_CODE, { code: UNKNOWN_CODE });
  const answer = { course_id: course.id, course_title: course.title };
  if (!person.emailVerified) {
    await db.update(users).set({ joinCourseId: course.id }).where(eq(users.id, person.id));
    return { ...answer, outcome: 'after_verification' };
  }
  const already = await enrolByCode(db, person.id, course);
  return { ...answer, outcome: already ? 'already_enrolled' : 'enrolled' };
}

/**
 * Once a person's e-mail is verified, the course they asked to join through its link takes them in, if
 * its code still works (an instructor who turned joining off meanwhile has decided otherwise).
 */
export async function joinAfterVerification(db: Database, userId: number): Promise<void> {
  const [row] = await db
    .select({ course: courses })
    .from(users)
    .innerJoin(courses, eq(courses.id, users.joinCourseId))
    .where(eq(users.id, userId));
  await db.update(users).set({ joinCourseId: null }).where(eq(users.id, userId));
  if (row?.course.joinCode) await enrolByCode(db, userId, row.course);
}
