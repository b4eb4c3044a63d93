import { FormShell } from '../../../components/form-shell';
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
  const { values, change, field, problems, failure, sending, submit } = useValidatedForm<CategoryField>(
    initial,
    (draft) => categoryDraftProblems(draft, others),
  );
  const onSubmit = submit((draft) => onSave(cleanDraft(draft)));

  return (
    <FormShell
      focusFirstField
      label={label}
      onSubmit={onSubmit}
      failure={failure}
      sending={sending}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextField label="Name" {...field('name')} />
      <TextareaField label="Description" {...field('description')} />
      <CategoryColourField value={values.color} onChange={change('color')} error={problems.color} />
    </FormShell>
  );
}
