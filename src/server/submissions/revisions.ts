import { mayReviseAfter, noRevisionReason } from '../../shared/rules/revisions';
import type { Database } from '../db/client';
import type { assignments } from '../db/schema';
import { isReleased, type SubmissionHead } from './dto';
import { REVIEW_BEGUN, reviewBegun } from './replace-version';

type AssignmentRow = Pick<typeof assignments.$inferSelect, 'allowRevisions' | 'maxVersions'>;

/** Whether a revision may follow this released version (rules/revisions). */
export const mayRevise = (assignment: AssignmentRow, released: SubmissionHead) =>
  mayReviseAfter(assignment, released.version);

/**
 * Why the student may not store a version now, or null when they may: a first version, a replacement
 * of the one under review while the instructor has not begun on it, or a revision the assignment allows.
 */
export async function submitRefusal(
  db: Database,
  assignment: AssignmentRow,
  latest: SubmissionHead | undefined,
): Promise<string | null> {
  if (!latest) return null;
  if (!isReleased(latest)) return (await reviewBegun(db, latest)) ? REVIEW_BEGUN : null;
  return mayRevise(assignment, latest) ? null : noRevisionReason(assignment);
}
