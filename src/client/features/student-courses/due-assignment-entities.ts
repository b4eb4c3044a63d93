import type { DueAssignment } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

const dueTime = (assignment: DueAssignment) =>
  assignment.due_at ? Date.parse(assignment.due_at) : Number.POSITIVE_INFINITY;

/** A student's assignments in the order the server lists them: soonest due first, undated last, then by id. */
export const dueAssignmentList = entityList<DueAssignment>({
  order: (a, b) => dueTime(a) - dueTime(b) || a.id - b.id,
});
