import type { CourseBody, CourseDetail } from '../../../../shared/contract';
import { EditEntityPage } from '../../../components/edit-entity-page';
import { paths } from '../../../lib/paths';
import { useGetCourseQuery, useUpdateCourseMutation } from '../courses-api';
import { CourseForm } from './course-form';

/** /admin/apps/courses/edit/{id}: the form starts from the stored course. */
export function EditCoursePage({ id }: { id: number }) {
  const [updateCourse] = useUpdateCourseMutation();
  return (
    <EditEntityPage<CourseDetail, CourseBody>
      noun="course"
      lookup={useGetCourseQuery(id)}
      save={(body) => updateCourse({ id, body }).unwrap()}
      returnTo={paths.courseDetails(id)}
      whenMissing={{ backLabel: 'Back to Courses', backTo: paths.courses() }}
      form={(course, actions) => (
        <CourseForm
          initial={{ title: course.title, description: course.description }}
          submitLabel="Save course"
          {...actions}
        />
      )}
    />
  );
}
