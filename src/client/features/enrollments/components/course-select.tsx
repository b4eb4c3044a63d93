import type { Course } from '../../../../shared/contract';
import { CourseChoiceField } from '../../../components/course-choice-field';

interface CourseSelectProps {
  courses: Course[];
  value: number | null;
  onChange: (courseId: number | null) => void;
  error?: string;
}

/** Enrollments always belong to one course, so the choice starts empty and asks for one. */
export function CourseSelect({ courses, value, onChange, error }: CourseSelectProps) {
  return (
    <CourseChoiceField
      courses={courses}
      value={value}
      onChange={onChange}
      noCourseLabel="Choose a course"
      name="course"
      required
      error={error}
      maxWidth="md"
    />
  );
}
