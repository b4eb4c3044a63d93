import type { CourseBody } from '../../../shared/contract';
import { COURSE_DESCRIPTION_MAX, TITLE_MAX } from '../../../shared/contract/limits';
import type { FormProblems } from '../../lib/form-problems';

/** The contract's limits on a course (courses.ts), checked before sending so the reader learns at once. */
export function courseProblems({
  title,
  description = '',
}: CourseBody): FormProblems<'title' | 'description'> {
  return {
    title: !title.trim()
      ? 'Enter a title.'
      : title.trim().length > TITLE_MAX
        ? `Keep the title to ${TITLE_MAX} characters.`
        : undefined,
    description:
      description.length > COURSE_DESCRIPTION_MAX
        ? `Keep the description to ${COURSE_DESCRIPTION_MAX} characters.`
        : undefined,
  };
}
