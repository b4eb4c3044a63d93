import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { ACTIVITY_LIMIT, type ActivityEvent } from '../../shared/contract/analytics';
import { displayNameColumn } from '../accounts/display-name';
import { withinCourses } from '../auth/course-staff';
import type { Database } from '../db/client';
import { assignments, courses, submissions, users, weeks } from '../db/schema';
import { labelsOfAssignments, nameForStaff } from '../submissions/anonymity';
import { isReleased } from './scope';

type EventRow = Awaited<ReturnType<typeof eventRows>>[number];

/** Submissions with their assignment, course and author, newest first by `order`. */
function eventRows(db: Database, where: SQL | undefined, order: SQL) {
  return db
    .select({
      submission: submissions,
      assignment: {
        id: assignments.id,
        weekId: assignments.weekId,
        anonymousGrading: assignments.anonymousGrading,
      },
      assignmentTitle: assignments.title,
      courseTitle: courses.title,
      studentName: displayNameColumn,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(where)
    .orderBy(order, desc(submissions.id))
    .limit(ACTIVITY_LIMIT);
}

const eventOf = (
  row: EventRow,
  kind: ActivityEvent['kind'],
  at: Date,
  labels: Map<number, Map<number, string>>,
): ActivityEvent => ({
  kind,
  at: at.toISOString(),
  submission_id: row.submission.id,
  assignment_id: row.submission.assignmentId,
  assignment_title: row.assignmentTitle,
  course_title: row.courseTitle,
  // An anonymously graded essay is "Student N" here too until its feedback is released.
  student_name: nameForStaff(
    row.assignment,
    labels.get(row.assignment.id) ?? null,
    row.submission.userId,
    row.studentName,
    row.submission,
  ),
  version: row.submission.version,
  grade: kind === 'released' ? row.submission.grade : null,
});

/** What happened last: every essay version handed in, and every release, newest first. */
export async function recentActivity(db: Database, courseIds: number[] | null): Promise<ActivityEvent[]> {
  const within = withinCourses(courses.id, courseIds);
  const [submitted, released] = await Promise.all([
    eventRows(db, within, desc(submissions.submittedAt)),
    eventRows(db, and(within, isNotNull(submissions.gradedAt), isReleased), desc(submissions.gradedAt)),
  ]);
  const labels = await labelsOfAssignments(
    db,
    [...submitted, ...released].map((row) => row.assignment),
  );
  const events = [
    ...submitted.map((row) => eventOf(row, 'submitted', row.submission.submittedAt, labels)),
    ...released.map((row) => eventOf(row, 'released', row.submission.gradedAt as Date, labels)),
  ];
  return events
    .sort((a, b) => b.at.localeCompare(a.at) || b.submission_id - a.submission_id)
    .slice(0, ACTIVITY_LIMIT);
}
