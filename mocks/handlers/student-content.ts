import { HttpResponse } from 'msw';
import type {
  Assignment,
  DueAssignment,
  StudentAssignmentSummary,
  WeekStatistics,
} from '../../src/shared/contract';
import { normalizeJoinCode } from '../../src/shared/rules/join-code';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { db } from '../db';
import { handleAsStudent, handleSignedIn } from './handle';
import { apiError, notEnrolled, notFound } from './respond';
import { rowOf } from './rows';

const isEnrolled = (userId: number, courseId: number) =>
  db.enrollments.some((row) => row.user_id === userId && row.course_id === courseId);

/** The latest version of the student's essay for an assignment; earlier versions no longer count. */
function latestSubmission(userId: number, assignmentId: number) {
  return db.submissions
    .filter((row) => row.user_id === userId && row.assignment_id === assignmentId)
    .reduce<(typeof db.submissions)[number] | undefined>(
      (latest, row) => (!latest || row.version > latest.version ? row : latest),
      undefined,
    );
}

/** Section 4 as the server derives it for a student: graded once a released grade exists. */
export function statusOf(userId: number, assignmentId: number): StudentAssignmentSummary['status'] {
  const latest = latestSubmission(userId, assignmentId);
  if (!latest) return 'not_started';
  return isReleasedToStudent(latest) && latest.grade != null ? 'graded' : 'submitted';
}

function assignmentSummary(userId: number, assignment: Assignment): StudentAssignmentSummary {
  const latest = latestSubmission(userId, assignment.id);
  const { id, week_id, title, due_at, min_words, max_words } = assignment;
  return {
    id,
    week_id,
    title,
    due_at,
    min_words,
    max_words,
    status: statusOf(userId, id),
    submitted_at: latest?.submitted_at ?? null,
    grade: latest && isReleasedToStudent(latest) ? latest.grade : null,
  };
}

/** Completed: feedback released. In progress: handed in, waiting for feedback. */
function weekStatistics(userId: number, weekId: number): WeekStatistics {
  const assignments = db.assignments.filter((row) => row.week_id === weekId);
  const latest = assignments
    .map((row) => latestSubmission(userId, row.id))
    .filter((row) => row !== undefined);
  const completed = latest.filter(isReleasedToStudent).length;
  return {
    lessons: db.lessons.filter((row) => row.week_id === weekId).length,
    assignments: assignments.length,
    completed,
    in_progress: latest.length - completed,
  };
}

function weeksOf(userId: number, courseId: number) {
  return db.weeks
    .filter((week) => week.course_id === courseId)
    .sort((a, b) => a.week_number - b.week_number)
    .map((week) => ({ ...week, statistics: weekStatistics(userId, week.id) }));
}

export const studentContentHandlers = [
  // As the server: any signed-in account may join; an unverified one joins once its e-mail is verified.
  handleSignedIn('joinCourse', async ({ request, user }) => {
    const code = normalizeJoinCode((await request.json()).code);
    const entry = [...db.joinCodes].find(([, join]) => join.code === code);
    const course = entry && db.courses.find((row) => row.id === entry[0]);
    if (!entry || !course) {
      const sentence =
        'That code does not open any course. Check it with your instructor: codes can be turned off or replaced.';
      return apiError(404, 'NOT_FOUND', sentence, { fields: { code: sentence } });
    }
    const answer = { course_id: course.id, course_title: course.title };
    if (!user.email_verified) return HttpResponse.json({ ...answer, outcome: 'after_verification' as const });
    if (isEnrolled(user.id, course.id))
      return HttpResponse.json({ ...answer, outcome: 'already_enrolled' as const });
    db.enrollments.push({
      id: Math.max(0, ...db.enrollments.map((row) => row.id)) + 1,
      user_id: user.id,
      course_id: course.id,
      course_title: course.title,
      created_at: new Date().toISOString(),
    });
    if (user.status === 'pending' && entry[1].approves_pending) user.status = 'approved';
    return HttpResponse.json({ ...answer, outcome: 'enrolled' as const });
  }),

  handleAsStudent('getStudentCourses', ({ user }) => {
    const courses = db.courses
      .filter((course) => isEnrolled(user.id, course.id))
      .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
      .map((course) => {
        const weeks = weeksOf(user.id, course.id);
        const total = (key: 'assignments' | 'completed') =>
          weeks.reduce((sum, week) => sum + week.statistics[key], 0);
        return {
          ...course,
          week_count: weeks.length,
          assignment_count: total('assignments'),
          completed_count: total('completed'),
          active_week_id: weeks.find((week) => week.is_active)?.id ?? null,
        };
      });
    return HttpResponse.json(courses);
  }),

  handleAsStudent('getStudentCourse', ({ params, user }) => {
    const course = rowOf('courses', params.id);
    if (!course) return notFound('That course');
    if (!isEnrolled(user.id, course.id)) return notEnrolled();
    return HttpResponse.json({ ...course, weeks: weeksOf(user.id, course.id) });
  }),

  handleAsStudent('getStudentWeek', ({ params, user }) => {
    const week = rowOf('weeks', params.id);
    if (!week) return notFound('That week');
    if (!isEnrolled(user.id, week.course_id)) return notEnrolled();
    const course = db.courses.find((row) => row.id === week.course_id);
    const lessons = db.lessons
      .filter((lesson) => lesson.week_id === week.id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(({ id, week_id, title, content_html, position }) => ({
        id,
        week_id,
        title,
        content_html,
        position,
      }));
    const assignments = db.assignments
      .filter((assignment) => assignment.week_id === week.id)
      .map((assignment) => assignmentSummary(user.id, assignment));
    return HttpResponse.json({
      ...week,
      course_title: course?.title ?? '',
      lessons,
      assignments,
      statistics: weekStatistics(user.id, week.id),
    });
  }),

  handleAsStudent('getDueAssignments', ({ user }) => {
    const due = db.assignments.flatMap((assignment) => {
      const week = db.weeks.find((row) => row.id === assignment.week_id);
      const course = db.courses.find((row) => row.id === week?.course_id);
      if (!week || !course || !isEnrolled(user.id, course.id)) return [];
      const { id, title, week_id, due_at } = assignment;
      const status = statusOf(user.id, id);
      return [{ id, title, week_id, course_id: course.id, course_title: course.title, due_at, status }];
    });
    // Soonest due first, undated last, as the server orders them.
    const dueTime = (row: DueAssignment) => (row.due_at ? Date.parse(row.due_at) : Number.POSITIVE_INFINITY);
    return HttpResponse.json(due.sort((a, b) => dueTime(a) - dueTime(b) || a.id - b.id));
  }),
];
