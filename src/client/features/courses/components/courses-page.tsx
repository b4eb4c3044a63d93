import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { courseList } from '../course-entities';
import { useGetCoursesQuery } from '../courses-api';
import { CourseTable } from './course-table';

/** The course list; its failure is section 8's alert, 'Failed to fetch courses'. */
function CoursesPage({ heading }: { heading: string }) {
  const { data, isLoading, isError } = useGetCoursesQuery();
  const courses = data && courseList.selectAll(data);
  return (
    <Stack gap="6">
      <PageHeader
        title={heading}
        actions={
          <Button asChild>
            <RouterLink to={paths.createCourse()}>Create course</RouterLink>
          </Button>
        }
      />
      {isLoading && <LoadingSpinner label="Loading courses…" />}
      {isError && <LoadFailedAlert message="Failed to fetch courses" />}
      {courses?.length === 0 && <EmptyState>No courses yet. Create the first one.</EmptyState>}
      {courses && courses.length > 0 && <CourseTable courses={courses} />}
    </Stack>
  );
}

/** /admin/courses (section 2: Courses list). */
export const CoursesListPage = () => <CoursesPage heading="Courses" />;

/** /admin/apps/courses (section 2: course index), where the course apps start. */
export const CourseIndexPage = () => <CoursesPage heading="Course index" />;
