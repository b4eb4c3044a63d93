import { Field, NativeSelect } from '@chakra-ui/react';
import type { Course } from '../../../../shared/contract';

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
    <Field.Root disabled={disabled || courses.isLoading}>
      <Field.Label>Course</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value) || null)}
        >
          <option value="">All courses</option>
          {courses.data?.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {courses.isError && (
        <Field.HelperText>Failed to fetch courses; every course is exported.</Field.HelperText>
      )}
    </Field.Root>
  );
}
