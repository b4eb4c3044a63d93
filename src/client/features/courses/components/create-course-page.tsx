import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { CourseBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { saveOutcome } from '../../../lib/save-outcome';
import { useCreateCourseMutation } from '../courses-api';
import { CourseForm } from './course-form';

/** /admin/apps/courses/create: a new course opens on its details page, ready for weeks. */
export function CreateCoursePage() {
  const navigate = useNavigate();
  const [createCourse] = useCreateCourseMutation();

  const onSave = async (body: CourseBody) => {
    let id = 0;
    const outcome = await saveOutcome(async () => {
      id = (await createCourse(body).unwrap()).id;
    }, 'Failed to create course');
    if (!outcome) {
      toaster.create({ type: 'success', title: `Course '${body.title}' created.` });
      navigate(paths.courseDetails(id));
    }
    return outcome;
  };

  return (
    <Stack gap="6">
      <PageHeader title="Create Course" />
      <CourseForm submitLabel="Create course" onSave={onSave} onCancel={() => navigate(paths.courses())} />
    </Stack>
  );
}
