import type { GradeItem, StudentSubmission } from '../../shared/contract/submissions';
import { isReleasedToStudent } from '../../shared/rules/release';
import type { submissions } from '../db/schema';

type SubmissionRow = typeof submissions.$inferSelect;
/** A version without its text: what lists of versions and the release rules read. */
export type SubmissionHead = Omit<SubmissionRow, 'contentHtml' | 'contentText'>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A submission as its release fields read in the spec's shape (section 3). */
export function gradeItemOf(row: SubmissionHead, assignmentTitle: string): GradeItem {
  return {
    submission_id: row.id,
    assignment_id: row.assignmentId,
    assignment_title: assignmentTitle,
    grade: row.grade,
    feedback: row.feedback,
    submitted_at: iso(row.submittedAt),
    graded_at: iso(row.gradedAt),
    feedback_generated_at: iso(row.feedbackGeneratedAt),
    is_approved: row.isApproved,
    saved: row.saved,
    status: row.status,
  };
}

export const isReleased = (row: SubmissionHead) => isReleasedToStudent(gradeItemOf(row, ''));

/** What the author may see: grade and feedback stay on the server until released (design: security). */
export function toStudentSubmission(row: SubmissionRow): StudentSubmission {
  const released = isReleased(row);
  return {
    id: row.id,
    assignment_id: row.assignmentId,
    version: row.version,
    content_html: row.contentHtml,
    word_count: row.wordCount,
    status: released ? row.status : 'submitted',
    submitted_at: row.submittedAt.toISOString(),
    grade: released ? row.grade : null,
    feedback: released ? row.feedback : null,
    graded_at: released ? iso(row.gradedAt) : null,
    released,
  };
}
