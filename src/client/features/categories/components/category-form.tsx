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

/** A category's name, description and colour, checked as typed values before the store sees them. */
export function CategoryForm({ initial, others, onSave, ...frame }: CategoryFormProps) {
  const { values, change, field, problems, shell } = useValidatedForm<CategoryField>(initial, (draft) =>
    categoryDraftProblems(draft, others),
  );
  return (
    <FormShell focusFirstField {...frame} {...shell((draft) => onSave(cleanDraft(draft)))}>
      <TextField label="Name" {...field('name')} />
      <TextareaField label="Description" {...field('description')} />
      <CategoryColourField value={values.color} onChange={change('color')} error={problems.color} />
    </FormShell>
  );
}
