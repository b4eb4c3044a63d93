import { useSearchParams } from 'react-router';
import type { Course } from '../../../shared/contract';

/** The course list as the app layer hands it over from the courses feature (features meet there). */
export interface CourseChoices {
  /** In the courses feature's order; undefined until the list has arrived. */
  data?: Course[];
  /** One course of the list; undefined when none is chosen or the list does not hold it. */
  courseById: (id: number | null) => Course | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** The chosen course lives in the address (?course=10), so reload, back and links keep it. */
export function useChosenCourse(): [number | null, (courseId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('course'));
  const choose = (courseId: number | null) => setParams(courseId ? { course: String(courseId) } : {});
  return [Number.isInteger(chosen) && chosen > 0 ? chosen : null, choose];
}
