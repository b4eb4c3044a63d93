import { Stack } from '@chakra-ui/react';
import type { CourseBody } from '../../../../shared/contract';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { courseProblems } from '../course-rules';

interface CourseFormProps {
  initial?: CourseBody;
  submitLabel: string;
  /** Resolves with the failure to show, or null once saved. */
  onSave: (body: CourseBody) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/** The course fields of section 3; on a failed save the values stay and the reasons show beside them. */
export function CourseForm({ initial, submitLabel, onSave, onCancel }: CourseFormProps) {
  const { values, change, problems, failure, sending, submit } = useValidatedForm(
    { title: initial?.title ?? '', description: initial?.description ?? '' },
    courseProblems,
  );
  const onSubmit = submit(({ title, description }) => onSave({ title: title.trim(), description }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Course details">
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Title"
          name="title"
          value={values.title}
          onChange={change('title')}
          error={problems.title}
        />
        <TextareaField
          label="Description"
          name="description"
          value={values.description}
          onChange={change('description')}
          error={problems.description}
        />
        <FormActions submitLabel={submitLabel} sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
