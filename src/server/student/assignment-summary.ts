import type { StudentAssignmentSummary } from '../../shared/contract/student';
import type { AssignmentRow } from '../courses/assignment-store';
import { isReleased } from '../submissions/dto';
import type { SubmissionRow } from '../submissions/latest-essays';
import { statusOf } from './progress';

/** An assignment in a list, with where the student stands on it; grades only once released. */
export function assignmentSummary(
  row: AssignmentRow,
  latest: SubmissionRow | undefined,
): StudentAssignmentSummary {
  return {
    id: row.id,
    week_id: row.weekId,
    title: row.title,
    due_at: row.dueAt?.toISOString() ?? null,
    min_words: row.minWords,
    max_words: row.maxWords,
    status: statusOf(latest),
    submitted_at: latest?.submittedAt.toISOString() ?? null,
    grade: latest && isReleased(latest) ? latest.grade : null,
  };
}
