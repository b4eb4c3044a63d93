import type { WeekStatistics } from '../../shared/contract/student';
import { isReleased } from '../submissions/dto';
import type { SubmissionRow } from '../submissions/latest-essays';

export type AssignmentStatus = 'not_started' | 'submitted' | 'graded';

/** Section 4 as a student sees it: graded once a released grade exists, else submitted. */
export function statusOf(latest: SubmissionRow | undefined): AssignmentStatus {
  if (!latest) return 'not_started';
  return isReleased(latest) && latest.grade != null ? 'graded' : 'submitted';
}

/** Completed: feedback released. In progress: submitted and waiting for feedback. */
export function statisticsOf(
  lessonCount: number,
  assignmentIds: number[],
  latest: Map<number, SubmissionRow>,
): WeekStatistics {
  let completed = 0;
  let inProgress = 0;
  for (const id of assignmentIds) {
    const row = latest.get(id);
    if (!row) continue;
    if (isReleased(row)) completed += 1;
    else inProgress += 1;
  }
  return { lessons: lessonCount, assignments: assignmentIds.length, completed, in_progress: inProgress };
}
