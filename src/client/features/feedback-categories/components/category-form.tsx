import { type EditFormProps, FormShell } from '../../../components/form-shell';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { type CategoryField, categoryDraftProblems, cleanDraft } from '../category-rules';
import type { CategoryDraft, FeedbackCategory } from '../category-types';
import { CategoryColourField } from './category-colour-field';

interface CategoryFormProps extends EditFormProps<CategoryDraft, CategoryDraft> {
  /** The categories whose names this one must not repeat. */
  others: readonly FeedbackCategory[];
}

/** A category's name, description, colour and icon, checked as typed values before the server sees them. */
export function CategoryForm({ initial, others, onSave, ...frame }: CategoryFormProps) {
  const { values, change, field, problems, shell } = useValidatedForm<CategoryField>(initial, (draft) =>
    categoryDraftProblems(draft, others),
  );
  return (
    <FormShell focusFirstField {...frame} {...shell((draft) => onSave(cleanDraft(draft)))}>
      <TextField label="Name" {...field('name')} />
      <TextareaField label="Description" {...field('description')} />
      <CategoryColourField value={values.color} onChange={change('color')} error={problems.color} />
      <TextField
        label="Icon"
        {...field('icon')}
        required={false}
        helperText="Optional: a mark or emoji shown beside the name."
      />
    </FormShell>
  );
}
