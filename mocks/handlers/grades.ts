import { HttpResponse } from 'msw';
import type { GradeItem } from '../../src/shared/contract';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { db } from '../db';
import type { MockSubmission } from '../fixtures/submissions';
import { handleAsStudent, handleSignedIn } from './handle';
import { noContent, notFound } from './respond';
import { rowOf } from './rows';
import { latestVersion } from './submissions';

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
  handleAsStudent('getStudentGrades', ({ user }) => HttpResponse.json(visibleEntries(user.id))),

  handleAsStudent('getStudentFeedback', ({ user }) =>
    HttpResponse.json(visibleEntries(user.id).filter((item) => item.feedback?.trim())),
  ),

  // Hides the entry from the student's lists only; the instructor keeps it.
  handleAsStudent('deleteStudentFeedback', ({ params, user }) => {
    const row = db.submissions.find((entry) => entry.id === Number(params.id) && entry.user_id === user.id);
    if (!row) return notFound('That feedback');
    row.hidden_from_student_at = new Date().toISOString();
    return noContent();
  }),

  // Another student's submission is 404; an unreleased grade reads as nulls.
  handleSignedIn('getSubmissionGrade', ({ params, user }) => {
    const row = rowOf('submissions', params.id);
    if (!row || (user.role !== 'admin' && row.user_id !== user.id)) return notFound('That submission');
    const released = user.role === 'admin' || isReleasedToStudent(row);
    return HttpResponse.json({
      submission_id: row.id,
      grade: released ? row.grade : null,
      feedback: released ? row.feedback : null,
      graded_at: released ? row.graded_at : null,
    });
  }),
];
