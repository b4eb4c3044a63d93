import type { Course } from '../../../../shared/contract';
import { DeleteWithSubmissionsButton } from '../../../components/delete-with-submissions-button';
import { useDeleteCourseMutation } from '../courses-api';

/** A course takes its weeks, lessons, assignments and enrollments with it. */
export function DeleteCourseButton({ course, onDeleted }: { course: Course; onDeleted?: () => void }) {
  const [deleteCourse] = useDeleteCourseMutation();
  return (
    <DeleteWithSubmissionsButton
      kind="course"
      name={course.title}
      consequence="Its weeks, lessons, assignments and enrollments are deleted with it."
      remove={(confirmed) => deleteCourse({ id: course.id, confirmed })}
      onDeleted={onDeleted}
    />
  );
}
