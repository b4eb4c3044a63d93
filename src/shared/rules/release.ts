/** The fields of a submission that decide whether its grade and feedback reach the student. */
export interface ReleaseFields {
  grade: number | null;
  feedback: string | null;
  status: string;
  graded_at: string | null;
  feedback_generated_at: string | null;
  is_approved: boolean;
  saved: boolean;
}

/**
 * Section 4: an entry is shown only once released. Feedback the engine drafted (generated, not graded)
 * stays hidden; otherwise approval, saving, a graded status, or a grade or feedback with graded_at
 * releases it. The server applies this before anything leaves for a student; the client again.
 */
export function isReleasedToStudent(item: ReleaseFields): boolean {
  if (item.feedback_generated_at && !item.graded_at) return false;
  if (item.is_approved || item.saved || item.status === 'graded') return true;
  if (item.grade != null && item.graded_at) return true;
  return Boolean(item.feedback?.trim() && item.graded_at);
}
