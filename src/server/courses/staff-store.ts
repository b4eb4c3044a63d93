import { and, asc, eq } from 'drizzle-orm';
import type { StaffMember } from '../../shared/contract/courses';
import { displayNameColumn } from '../accounts/display-name';
import type { UserRow } from '../accounts/user-store';
import type { Database } from '../db/client';
import { assignments, courseStaff, users, weeks } from '../db/schema';
import { conflict } from '../errors';

export type StaffRole = (typeof courseStaff.$inferSelect)['role'];

const memberColumns = {
  user_id: users.id,
  username: users.username,
  display_name: displayNameColumn,
  email: users.email,
  role: courseStaff.role,
};

/** A course's staff, instructors first, then by name. */
export function listStaff(db: Database, courseId: number): Promise<StaffMember[]> {
  return db
    .select(memberColumns)
    .from(courseStaff)
    .innerJoin(users, eq(users.id, courseStaff.userId))
    .where(eq(courseStaff.courseId, courseId))
    .orderBy(asc(courseStaff.role), asc(displayNameColumn), asc(users.id));
}

/**
 * Adds a person to a course's staff, or changes their part; only instructor accounts teach, so a
 * student's account is refused with what to do first.
 */
export async function putStaff(
  db: Database,
  courseId: number,
  userId: number,
  role: StaffRole,
): Promise<StaffMember | null> {
  const [person] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!person) return null;
  if (person.role !== 'admin') {
    throw conflict(
      'Only instructor accounts can teach a course. Ask the site administrator to make this person an instructor first.',
    );
  }
  return db.transaction(async (tx) => {
    if (role === 'assistant') await refuseLastInstructor(tx, courseId, userId);
    await tx
      .insert(courseStaff)
      .values({ courseId, userId, role })
      .onConflictDoUpdate({ target: [courseStaff.courseId, courseStaff.userId], set: { role } });
    const [member] = await tx
      .select(memberColumns)
      .from(courseStaff)
      .innerJoin(users, eq(users.id, courseStaff.userId))
      .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.userId, userId)));
    return member;
  });
}

/** Whether the person was on the staff; the last instructor stays, so someone can always manage the course. */
export async function removeStaff(db: Database, courseId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await refuseLastInstructor(tx, courseId, userId);
    const removed = await tx
      .delete(courseStaff)
      .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.userId, userId)))
      .returning({ userId: courseStaff.userId });
    return removed.length > 0;
  });
}

async function refuseLastInstructor(db: Database, courseId: number, leavingId: number) {
  const instructors = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.role, 'instructor')))
    .for('update');
  if (instructors.length === 1 && instructors[0].userId === leavingId) {
    throw conflict('A course needs at least one instructor. Add another instructor before this one leaves.');
  }
}

/** The staff of the course an assignment belongs to, in the order they joined it. */
export async function staffOfAssignment(db: Database, assignmentId: number): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(courseStaff)
    .innerJoin(users, eq(users.id, courseStaff.userId))
    .innerJoin(weeks, eq(weeks.courseId, courseStaff.courseId))
    .innerJoin(assignments, and(eq(assignments.weekId, weeks.id), eq(assignments.id, assignmentId)))
    .orderBy(courseStaff.createdAt, courseStaff.userId);
  return rows.map((row) => row.user);
}

/** The person who made a course is its first instructor. */
export async function addCreator(db: Database, courseId: number, userId: number) {
  await db.insert(courseStaff).values({ courseId, userId, role: 'instructor' }).onConflictDoNothing();
}
