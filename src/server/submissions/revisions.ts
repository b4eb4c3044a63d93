import { mayReviseAfter } from '../../shared/rules/revisions';
import type { assignments, submissions } from '../db/schema';
import { isReleased } from './dto';

type AssignmentRow = Pick<typeof assignments.$inferSelect, 'allowRevisions' | 'maxVersions'>;
type SubmissionRow = typeof submissions.$inferSelect;

/** Whether a revision may follow this released version (rules/revisions). */
export const mayRevise = (assignment: AssignmentRow, released: SubmissionRow) =>
  mayReviseAfter(assignment, released.version);

/** Whether the student may store a version now: a first one, a replacement, or a revision. */
export const maySubmit = (assignment: AssignmentRow, latest: SubmissionRow | undefined) =>
  !latest || !isReleased(latest) || mayRevise(assignment, latest);
