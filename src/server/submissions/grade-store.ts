import { and, desc, eq, isNull } from 'drizzle-orm';
import type { GradeItem } from '../../shared/contract/submissions';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { assignments, submissions } from '../db/schema';
import { gradeItemOf, isReleased } from './dto';

/** The student's released entries, newest first; hidden ones and unreleased ones never leave. */
async function listReleasedGrades(db: Database, userId: number): Promise<GradeItem[]> {
  const rows = await db
    .select({ submission: submissions, title: assignments.title })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(eq(submissions.userId, userId), isNull(submissions.hiddenFromStudentAt)))
    .orderBy(desc(submissions.gradedAt), desc(submissions.submittedAt));
  return rows
    .filter(({ submission }) => isReleased(submission))
    .map(({ submission, title }) => gradeItemOf(submission, title));
}

export type ReleasedGradesReader = (userId: number) => Promise<GradeItem[]>;

/**
 * listReleasedGrades remembered per student: read on every page a student opens, and changed only when
 * an essay is submitted or released. The grades and the feedback lists share one.
 */
export function releasedGradesReader(db: Database, changes: ChangeFeed): ReleasedGradesReader {
  const cache = new ReadCache<GradeItem[]>(changes, { tables: ['submissions', 'assignments'] });
  return (userId: number) => cache.get(userId, 'released', () => listReleasedGrades(db, userId));
}
