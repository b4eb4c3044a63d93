import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { useGetCourseQuery } from '../courses-api';
import { DeleteCourseButton } from './delete-course-button';

/** The head of a course's details page: its title as the page heading, edit and delete beside it. */
export function CourseSummary({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: course, isLoading, isError } = useGetCourseQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading the course…" />;
  if (isError || !course) return <LoadFailedAlert message="Failed to load the course" />;
  return (
    <PageHeader
      title={course.title}
      description={course.description || 'No description.'}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.editCourse(course.id)}>Edit course</RouterLink>
          </Button>
          <DeleteCourseButton course={course} onDeleted={() => navigate(paths.courses())} />
        </>
      }
    />
  );
}
