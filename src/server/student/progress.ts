import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WeekStatistics } from '../../shared/contract/student';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';
import { isReleased } from '../submissions/dto';

export type SubmissionRow = typeof submissions.$inferSelect;
export type AssignmentStatus = 'not_started' | 'submitted' | 'graded';

/** The latest version of each of a student's essays; earlier versions no longer count. */
export async function latestSubmissions(
  db: Database,
  userId: number,
  assignmentIds: number[],
): Promise<Map<number, SubmissionRow>> {
  const latest = new Map<number, SubmissionRow>();
  if (assignmentIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), inArray(submissions.assignmentId, assignmentIds)))
    .orderBy(desc(submissions.version));
  for (const row of rows) if (!latest.has(row.assignmentId)) latest.set(row.assignmentId, row);
  return latest;
}

/** Section 4 as a student sees it: graded once a released grade exists, else submitted. */
export function statusOf(latest: SubmissionRow | undefined): AssignmentStatus {
  if (!latest) return 'not_started';
  return isReleased(latest) && latest.grade != null ? 'graded' : 'submitted';
}

/** Completed: feedback released. In progress: submitted and waiting for feedback. */
export function statisticsOf(
  lessonCount: number,
  assignmentIds: number[],
  latest: Map<number, SubmissionRow>,
): WeekStatistics {
  let completed = 0;
  let inProgress = 0;
  for (const id of assignmentIds) {
    const row = latest.get(id);
    if (!row) continue;
    if (isReleased(row)) completed += 1;
    else inProgress += 1;
  }
  return { lessons: lessonCount, assignments: assignmentIds.length, completed, in_progress: inProgress };
}
