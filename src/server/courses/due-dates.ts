import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssignmentStudent, Extension } from '../../shared/contract/content';
import { isMissing } from '../../shared/rules/due-dates';
import { displayNameColumn } from '../accounts/display-name';
import type { Database } from '../db/client';
import { assignmentExtensions, type assignments, enrollments, submissions, users, weeks } from '../db/schema';

type AssignmentRow = typeof assignments.$inferSelect;

/** Each given student's own due date for the assignment: their extension, else the assignment's. */
export async function dueDatesOf(
  db: Database,
  assignment: Pick<AssignmentRow, 'id' | 'dueAt'>,
  userIds: number[],
): Promise<Map<number, { dueAt: Date | null; extended: boolean }>> {
  const extensions = userIds.length
    ? await db
        .select({ userId: assignmentExtensions.userId, dueAt: assignmentExtensions.dueAt })
        .from(assignmentExtensions)
        .where(
          and(
            eq(assignmentExtensions.assignmentId, assignment.id),
            inArray(assignmentExtensions.userId, userIds),
          ),
        )
    : [];
  const extended = new Map(extensions.map((row) => [row.userId, row.dueAt]));
  return new Map(
    userIds.map((userId) => {
      const own = extended.get(userId);
      return [userId, { dueAt: own ?? assignment.dueAt, extended: own !== undefined }];
    }),
  );
}

/** The course's enrolled students as the assignment sees them: own due date, submitted or missing. */
export async function studentsOfAssignment(
  db: Database,
  assignment: AssignmentRow,
): Promise<AssignmentStudent[]> {
  const students = await db
    .select({ id: users.id, username: users.username, displayName: displayNameColumn })
    .from(enrollments)
    .innerJoin(weeks, eq(weeks.courseId, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(weeks.id, assignment.weekId), eq(users.role, 'regular')))
    .orderBy(asc(displayNameColumn), asc(users.username));
  const ids = students.map((student) => student.id);
  const submitted = new Set(
    ids.length
      ? (
          await db
            .selectDistinct({ userId: submissions.userId })
            .from(submissions)
            .where(and(eq(submissions.assignmentId, assignment.id), inArray(submissions.userId, ids)))
        ).map((row) => row.userId)
      : [],
  );
  const due = await dueDatesOf(db, assignment, ids);
  const now = new Date();
  return students.map((student) => {
    const own = due.get(student.id)!;
    const hasEssay = submitted.has(student.id);
    return {
      user_id: student.id,
      username: student.username,
      display_name: student.displayName,
      due_at: own.dueAt?.toISOString() ?? null,
      extended: own.extended,
      submitted: hasEssay,
      missing: isMissing(own.dueAt, hasEssay, now),
    };
  });
}

export async function setExtension(
  db: Database,
  assignmentId: number,
  userId: number,
  dueAt: Date,
): Promise<Extension> {
  await db
    .insert(assignmentExtensions)
    .values({ assignmentId, userId, dueAt })
    .onConflictDoUpdate({
      target: [assignmentExtensions.assignmentId, assignmentExtensions.userId],
      set: { dueAt },
    });
  return { assignment_id: assignmentId, user_id: userId, due_at: dueAt.toISOString() };
}

export async function removeExtension(db: Database, assignmentId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(assignmentExtensions)
    .where(and(eq(assignmentExtensions.assignmentId, assignmentId), eq(assignmentExtensions.userId, userId)))
    .returning({ userId: assignmentExtensions.userId });
  return removed.length > 0;
}

/** A student's extensions, by assignment id: their own due dates where the instructor gave one. */
export async function extensionsOf(db: Database, userId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ assignmentId: assignmentExtensions.assignmentId, dueAt: assignmentExtensions.dueAt })
    .from(assignmentExtensions)
    .where(eq(assignmentExtensions.userId, userId));
  return new Map(rows.map((row) => [row.assignmentId, row.dueAt]));
}
