import { Field, NativeSelect } from '@chakra-ui/react';

interface CourseFilterProps {
  courses: { id: number; title: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** Narrows the Weeks page to one course; the empty choice shows every course's weeks. */
export function CourseFilter({ courses, value, onChange }: CourseFilterProps) {
  return (
    <Field.Root maxWidth="sm">
      <Field.Label>Course</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="course" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All courses</option>
          {courses.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
