import { HttpResponse, http, type PathParams } from 'msw';
import type { ApiError, GradeItem, SubmissionGrade } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { db } from '../db';
import type { MockSubmission } from '../fixtures/submissions';
import { apiPath, noContent, notFound, sessionUser, unauthenticated } from './respond';
import { studentOrRefusal } from './student-content';
import { latestVersion } from './submissions';

type Answer<T> = T | ApiError;
type NoBody = never;

/** Section 3: the grade/submission item of the student's lists. */
function gradeItemOf(row: MockSubmission): GradeItem {
  const title = db.assignments.find((assignment) => assignment.id === row.assignment_id)?.title ?? '';
  const { grade, feedback, submitted_at, graded_at, feedback_generated_at, is_approved, saved, status } = row;
  return {
    submission_id: row.id,
    assignment_id: row.assignment_id,
    assignment_title: title,
    ...{ grade, feedback, submitted_at, graded_at, feedback_generated_at, is_approved, saved, status },
  };
}

/** The latest version per assignment, released and not removed by the student, newest grading first. */
function visibleEntries(userId: number): GradeItem[] {
  const assignmentIds = new Set(
    db.submissions.filter((row) => row.user_id === userId).map((row) => row.assignment_id),
  );
  return [...assignmentIds]
    .map((assignmentId) => latestVersion(userId, assignmentId))
    .filter((row): row is MockSubmission => !!row && !row.hidden_from_student_at && isReleasedToStudent(row))
    .map(gradeItemOf)
    .sort((a, b) => (b.graded_at ?? '').localeCompare(a.graded_at ?? ''));
}

export const gradeHandlers = [
  http.get<PathParams, NoBody, Answer<GradeItem[]>>(
    apiPath(API_ROUTES.getStudentGrades.path),
    ({ request }) => {
      const user = studentOrRefusal(request);
      if (user instanceof Response) return user;
      return HttpResponse.json(visibleEntries(user.id));
    },
  ),

  http.get<PathParams, NoBody, Answer<GradeItem[]>>(
    apiPath(API_ROUTES.getStudentFeedback.path),
    ({ request }) => {
      const user = studentOrRefusal(request);
      if (user instanceof Response) return user;
      return HttpResponse.json(visibleEntries(user.id).filter((item) => item.feedback?.trim()));
    },
  ),

  // Hides the entry from the student's lists only; the instructor keeps it.
  http.delete<{ id: string }>(apiPath(API_ROUTES.deleteStudentFeedback.path), ({ request, params }) => {
    const user = studentOrRefusal(request);
    if (user instanceof Response) return user;
    const row = db.submissions.find((entry) => entry.id === Number(params.id) && entry.user_id === user.id);
    if (!row) return notFound('That feedback');
    row.hidden_from_student_at = new Date().toISOString();
    return noContent();
  }),

  // Another student's submission is 404; an unreleased grade reads as nulls.
  http.get<{ id: string }, NoBody, Answer<SubmissionGrade>>(
    apiPath(API_ROUTES.getSubmissionGrade.path),
    ({ request, params }) => {
      const user = sessionUser(request)?.user;
      if (!user) return unauthenticated();
      const row = db.submissions.find((entry) => entry.id === Number(params.id));
      if (!row || (user.role !== 'admin' && row.user_id !== user.id)) return notFound('That submission');
      const released = user.role === 'admin' || isReleasedToStudent(row);
      return HttpResponse.json({
        submission_id: row.id,
        grade: released ? row.grade : null,
        feedback: released ? row.feedback : null,
        graded_at: released ? row.graded_at : null,
      });
    },
  ),
];
