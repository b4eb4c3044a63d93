import type { CourseBody } from '../../../shared/contract';
import { COURSE_DESCRIPTION_MAX, TITLE_MAX } from '../../../shared/contract/limits';
import type { FormProblems } from '../../lib/form-problems';
import { requiredTextProblem, tooLongProblem } from '../../lib/text-limit-problems';

/** The contract's limits on a course (courses.ts), checked before sending so the reader learns at once. */
export function courseProblems({
  title,
  description = '',
}: CourseBody): FormProblems<'title' | 'description'> {
  return {
    title: requiredTextProblem(title, TITLE_MAX, 'title'),
    description: tooLongProblem(description, COURSE_DESCRIPTION_MAX, 'description'),
  };
}
