import type { CourseBody } from '../../../../shared/contract';
import { FormShell } from '../../../components/form-shell';
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
  const { field, shell } = useValidatedForm(
    { title: initial?.title ?? '', description: initial?.description ?? '' },
    courseProblems,
  );
  const save = shell(({ title, description }) => onSave({ title: title.trim(), description }));

  return (
    <FormShell label="Course details" submitLabel={submitLabel} onCancel={onCancel} {...save}>
      <TextField label="Title" {...field('title')} />
      <TextareaField label="Description" {...field('description')} />
    </FormShell>
  );
}
