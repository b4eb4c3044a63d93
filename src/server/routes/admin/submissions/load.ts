import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { assignments, submissions, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { LoadedSubmission } from '../../../feedback/admin-detail';

export async function requireAssignment(db: Database, assignmentId: number) {
  const [assignment] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  if (!assignment) throw notFound('That assignment');
  return assignment;
}

/** The submission, only when it belongs to the assignment in the address. */
export async function requireSubmission(
  db: Database,
  assignmentId: number,
  submissionId: number,
): Promise<LoadedSubmission> {
  const [row] = await db
    .select({ submission: submissions, assignment: assignments, student: users })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(eq(submissions.id, submissionId), eq(submissions.assignmentId, assignmentId)));
  if (!row) throw notFound('That submission');
  return row;
}
