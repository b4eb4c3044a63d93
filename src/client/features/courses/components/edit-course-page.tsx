import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { CourseBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { saveOutcome } from '../../../lib/save-outcome';
import { useGetCourseQuery, useUpdateCourseMutation } from '../courses-api';
import { CourseForm } from './course-form';

/** /admin/apps/courses/edit/{id}: the form starts from the stored course. */
export function EditCoursePage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: course, isLoading, isError } = useGetCourseQuery(id);
  const [updateCourse] = useUpdateCourseMutation();
  const details = paths.courseDetails(id);

  const onSave = async (body: CourseBody) => {
    const outcome = await saveOutcome(() => updateCourse({ id, body }).unwrap(), 'Failed to update course');
    if (!outcome) {
      toaster.create({ type: 'success', title: 'Course saved.' });
      navigate(details);
    }
    return outcome;
  };

  return (
    <Stack gap="6">
      <PageHeader title="Edit Course" />
      {isLoading && <LoadingSpinner label="Loading the course…" />}
      {isError && <LoadFailedAlert message="Failed to load the course" />}
      {course && (
        <CourseForm
          initial={{ title: course.title, description: course.description }}
          submitLabel="Save course"
          onSave={onSave}
          onCancel={() => navigate(details)}
        />
      )}
    </Stack>
  );
}
