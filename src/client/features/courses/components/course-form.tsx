import { Button, HStack, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { CourseBody } from '../../../../shared/contract';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { type FormProblems, hasProblems } from '../../../lib/form-problems';
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
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [problems, setProblems] = useState<FormProblems<string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = courseProblems({ title, description });
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    setSaving(true);
    const outcome = await onSave({ title: title.trim(), description });
    setSaving(false);
    if (outcome) {
      setProblems(outcome.fields);
      setFailure(outcome.message);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Course details">
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField label="Title" name="title" value={title} onChange={setTitle} error={problems.title} />
        <TextareaField
          label="Description"
          name="description"
          value={description}
          onChange={setDescription}
          error={problems.description}
        />
        <HStack>
          <Button type="submit" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
