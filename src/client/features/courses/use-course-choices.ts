import { useCallback } from 'react';
import type { Course } from '../../../shared/contract';
import { courseList } from './course-entities';
import { useGetCoursesQuery } from './courses-api';

/**
 * The courses feature's list as the app layer hands it to the enrollment and export screens: the
 * rows through its memoised selector and one course through its entity selector, both stable until the
 * list changes.
 */
export function useCourseChoices() {
  const { data, isLoading, isError } = useGetCoursesQuery();
  const courseById = useCallback(
    (id: number | null): Course | undefined =>
      data && id !== null ? courseList.selectById(data, id) : undefined,
    [data],
  );
  return { data: data && courseList.selectAll(data), courseById, isLoading, isError };
}
