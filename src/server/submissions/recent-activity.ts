import { and, desc, isNotNull, type SQL } from 'drizzle-orm';
import { ACTIVITY_LIMIT, type ActivityEvent } from '../../shared/contract/analytics';
import { type TaughtCourses, withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { courses, submissions } from '../db/schema';
import { authorNamesForStaff } from './anonymity';
import { type ListedEssay, selectListedEssays } from './essay-place';
import { isReleased } from './reporting/scope';

/** Essays with their assignment, course and author, newest first by `order`. */
const eventRows = (db: Database, where: SQL | undefined, order: SQL) =>
  selectListedEssays(db).where(where).orderBy(order, desc(submissions.id)).limit(ACTIVITY_LIMIT);

/** What happened last: every essay version handed in, and every release, newest first. */
export async function recentActivity(db: Database, courseIds: TaughtCourses): Promise<ActivityEvent[]> {
  const within = withinCourses(courses.id, courseIds);
  const [submitted, released] = await Promise.all([
    eventRows(db, within, desc(submissions.submittedAt)),
    eventRows(db, and(within, isNotNull(submissions.gradedAt), isReleased), desc(submissions.gradedAt)),
  ]);
  // An anonymously graded essay is "Student N" here too until its feedback is released.
  const nameOf = await authorNamesForStaff(db, [...submitted, ...released]);
  const eventOf = (row: ListedEssay, kind: ActivityEvent['kind'], at: Date): ActivityEvent => ({
    kind,
    at: at.toISOString(),
    submission_id: row.submission.id,
    assignment_id: row.submission.assignmentId,
    assignment_title: row.assignmentTitle,
    course_title: row.courseTitle,
    student_name: nameOf(row),
    version: row.submission.version,
    grade: kind === 'released' ? row.submission.grade : null,
  });
  const events = [
    ...submitted.map((row) => eventOf(row, 'submitted', row.submission.submittedAt)),
    ...released.map((row) => eventOf(row, 'released', row.submission.gradedAt as Date)),
  ];
  return events
    .sort((a, b) => b.at.localeCompare(a.at) || b.submission_id - a.submission_id)
    .slice(0, ACTIVITY_LIMIT);
}
