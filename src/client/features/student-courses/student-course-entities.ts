import type { StudentCourse } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** A student's courses in the order the server lists them: by title, then by id where two are the same. */
export const studentCourseList = entityList<StudentCourse>({
  order: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
});
