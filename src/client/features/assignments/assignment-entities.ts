import type { Assignment } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** A week's assignments in the order the server lists them: the order they were created. */
export const assignmentList = entityList<Assignment>({ order: (a, b) => a.id - b.id });
