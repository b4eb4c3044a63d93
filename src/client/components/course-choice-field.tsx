import { Field, NativeSelect } from '@chakra-ui/react';

interface CourseChoiceFieldProps {
  courses: readonly { id: number; title: string }[] | undefined;
  value: number | null;
  onChange: (courseId: number | null) => void;
  /** The first choice, which stands for no one course: "Choose a course", "All courses". */
  noCourseLabel: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  maxWidth?: string;
}

/** A labelled choice of one of the courses, by id. */
export function CourseChoiceField({
  courses,
  value,
  onChange,
  noCourseLabel,
  name,
  required,
  disabled,
  error,
  helperText,
  maxWidth,
}: CourseChoiceFieldProps) {
  return (
    <Field.Root maxWidth={maxWidth} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>Course</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value) || null)}
        >
          <option value="">{noCourseLabel}</option>
          {courses?.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
