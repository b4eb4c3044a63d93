import type { Course } from '../../../../shared/contract';
import { CourseChoiceField } from '../../../components/course-choice-field';

/** The course list as the app layer hands it over from the courses feature (features meet there). */
export interface CourseChoices {
  data?: Course[];
  isLoading: boolean;
  isError: boolean;
}

interface CourseFilterProps {
  courses: CourseChoices;
  value: number | null;
  onChange: (courseId: number | null) => void;
  disabled: boolean;
}

/** Narrows an export to one course; left at 'All courses' it covers every course. */
export function CourseFilter({ courses, value, onChange, disabled }: CourseFilterProps) {
  return (
    <CourseChoiceField
      courses={courses.data}
      value={value}
      onChange={onChange}
      noCourseLabel="All courses"
      disabled={disabled || courses.isLoading}
      helperText={courses.isError ? 'Failed to fetch courses; every course is exported.' : undefined}
    />
  );
}
