import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { courseList, useGetCoursesQuery } from '../../courses';
import { CourseFilter } from './course-filter';
import { CourseWeekGroup } from './course-week-group';

/** /admin/apps/weeks: every week, grouped by course, narrowed to one course when the reader asks. */
export function WeeksPage() {
  const { data, isLoading, isError } = useGetCoursesQuery();
  const courses = data && courseList.selectAll(data);
  const [courseId, setCourseId] = useState('');
  const chosen = data && courseId ? courseList.selectById(data, Number(courseId)) : undefined;
  return (
    <Stack gap="6">
      <PageHeader title="Weeks" />
      {isLoading && <LoadingSpinner label="Loading courses…" />}
      {isError && <LoadFailedAlert message="Failed to fetch courses" />}
      {courses?.length === 0 && <EmptyState>No courses yet, so no weeks either.</EmptyState>}
      {courses && courses.length > 0 && (
        <CourseFilter courses={courses} value={courseId} onChange={setCourseId} />
      )}
      {courseId
        ? chosen && <CourseWeekGroup key={chosen.id} course={chosen} />
        : courses?.map((course) => <CourseWeekGroup key={course.id} course={course} />)}
    </Stack>
  );
}
