import { Field, NativeSelect } from '@chakra-ui/react';
import type { Course } from '../../../../shared/contract';

interface CourseSelectProps {
  courses: Course[];
  value: number | null;
  onChange: (courseId: number | null) => void;
  error?: string;
}

/** Enrollments always belong to one course, so the choice starts empty and asks for one. */
export function CourseSelect({ courses, value, onChange, error }: CourseSelectProps) {
  return (
    <Field.Root maxWidth="md" invalid={Boolean(error)} required>
      <Field.Label>Course</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="course"
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value) || null)}
        >
          <option value="">Choose a course</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
