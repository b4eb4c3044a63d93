import type { CourseBody } from '../../../shared/contract';
import type { FormProblems } from '../../lib/form-problems';

/** The contract's limits on a course (courses.ts), checked before sending so the reader learns at once. */
export function courseProblems({
  title,
  description = '',
}: CourseBody): FormProblems<'title' | 'description'> {
  return {
    title: !title.trim()
      ? 'Enter a title.'
      : title.trim().length > 200
        ? 'Keep the title to 200 characters.'
        : undefined,
    description: description.length > 5000 ? 'Keep the description to 5000 characters.' : undefined,
  };
}
