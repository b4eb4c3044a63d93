import { db } from '../db';
import { apiError, noContent } from './respond';

/** What a course, week or assignment holds, which goes with it. */
export interface HeldContent {
  courseIds?: number[];
  weekIds?: number[];
  assignmentIds: number[];
}

/** As the server does: deleting what holds essays needs `?confirmed=true`, else 409 with the count. */
function refuseUnconfirmedLoss(request: Request, kind: string, assignmentIds: number[]) {
  const essays = db.submissions.filter((row) => assignmentIds.includes(row.assignment_id)).length;
  if (essays === 0 || new URL(request.url).searchParams.get('confirmed') === 'true') return undefined;
  const sentence = `This ${kind} holds ${essays} student ${essays === 1 ? 'submission' : 'submissions'}. Deleting it deletes ${essays === 1 ? 'it' : 'them'} too; confirm to go ahead.`;
  return apiError(409, 'CONFLICT', sentence, { detail: sentence });
}

/**
 * DELETE of a course, week or assignment as the server answers it: refused while it holds essays the
 * request did not confirm losing, else gone with everything in it (a course's enrollments too).
 */
export function deleteWithContent(request: Request, kind: string, held: HeldContent) {
  const { courseIds = [], weekIds = [], assignmentIds } = held;
  const loss = refuseUnconfirmedLoss(request, kind, assignmentIds);
  if (loss) return loss;
  db.courses = db.courses.filter((course) => !courseIds.includes(course.id));
  db.enrollments = db.enrollments.filter((enrollment) => !courseIds.includes(enrollment.course_id));
  db.weeks = db.weeks.filter((week) => !weekIds.includes(week.id));
  db.lessons = db.lessons.filter((lesson) => !weekIds.includes(lesson.week_id));
  db.assignments = db.assignments.filter((row) => !assignmentIds.includes(row.id));
  db.submissions = db.submissions.filter((row) => !assignmentIds.includes(row.assignment_id));
  return noContent();
}
