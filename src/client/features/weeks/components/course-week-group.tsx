import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Course } from '../../../../shared/contract';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { weekList } from '../week-entities';
import { useGetCourseWeeksQuery } from '../weeks-api';
import { WeekTable } from './week-table';

/** One course's weeks on the Weeks page, headed by the course it belongs to. */
export function CourseWeekGroup({ course }: { course: Pick<Course, 'id' | 'title'> }) {
  const { data, isLoading, isError } = useGetCourseWeeksQuery(course.id);
  const weeks = data && weekList.selectAll(data);
  const headingId = `course-${course.id}-weeks`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        <Link asChild>
          <RouterLink to={paths.courseDetails(course.id)}>{course.title}</RouterLink>
        </Link>
      </Heading>
      {isLoading && <LoadingSpinner label={`Loading the weeks of ${course.title}…`} />}
      {isError && <LoadFailedAlert message="Failed to fetch weeks" />}
      {weeks?.length === 0 && <EmptyState>No weeks in this course yet.</EmptyState>}
      {weeks && weeks.length > 0 && <WeekTable weeks={weeks} caption={`Weeks of ${course.title}`} />}
    </Stack>
  );
}
