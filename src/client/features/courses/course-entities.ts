import type { Course } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** The courses in the order the server lists them: by title, then by id where two titles are the same. */
export const courseList = entityList<Course>({
  order: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
});
