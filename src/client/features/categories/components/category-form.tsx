import { Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { type CategoryField, categoryDraftProblems, cleanDraft } from '../category-rules';
import type { CategoryDraft, FeedbackCategory } from '../category-types';
import { CategoryColourField } from './category-colour-field';

interface CategoryFormProps {
  initial: CategoryDraft;
  /** The categories whose names this one must not repeat. */
  others: readonly FeedbackCategory[];
  label: string;
  submitLabel: string;
  onSave: (draft: CategoryDraft) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/** A category's name, description and colour, checked as typed values before the store sees them. */
export function CategoryForm({ initial, others, label, submitLabel, onSave, onCancel }: CategoryFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { values, change, problems, failure, sending, submit } = useValidatedForm<CategoryField>(
    initial,
    (draft) => categoryDraftProblems(draft, others),
  );
  const onSubmit = submit((draft) => onSave(cleanDraft(draft)));

  // The form opens on request, so the person continues in its first field.
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Name"
          name="name"
          value={values.name}
          onChange={change('name')}
          error={problems.name}
        />
        <TextareaField
          label="Description"
          name="description"
          value={values.description}
          onChange={change('description')}
          error={problems.description}
        />
        <CategoryColourField value={values.color} onChange={change('color')} error={problems.color} />
        <FormActions submitLabel={submitLabel} sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
