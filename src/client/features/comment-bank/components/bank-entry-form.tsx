import {
  type CommentBankBody,
  FEEDBACK_CATEGORIES,
  type FeedbackCategoryName,
} from '../../../../shared/contract';
import { type EditFormProps, FormShell } from '../../../components/form-shell';
import { LabelledSelect } from '../../../components/labelled-select';
import { TextareaField } from '../../../components/textarea-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { requiredProblem } from '../../../lib/form-problems';
import { CATEGORY_LABELS, COMMENT_LIMIT } from '../../grading-desk';

export type BankEntryField = 'comment' | 'suggestion' | 'category';
export type BankEntryDraft = Record<BankEntryField, string>;

const tooLong = (value: string) =>
  value.length > COMMENT_LIMIT ? `Keep it under ${COMMENT_LIMIT} characters.` : undefined;

const problemsOf = (draft: BankEntryDraft) => ({
  comment:
    requiredProblem(draft.comment, 'Write the comment before saving it to your bank.') ??
    tooLong(draft.comment),
  suggestion: tooLong(draft.suggestion),
});

const bodyOf = (draft: BankEntryDraft): CommentBankBody => ({
  comment: draft.comment.trim(),
  suggestion: draft.suggestion.trim(),
  category: draft.category as FeedbackCategoryName,
});

/** A bank entry's comment, suggestion and category, as the grading screen fills them in. */
export function BankEntryForm({ initial, onSave, ...frame }: EditFormProps<BankEntryDraft, CommentBankBody>) {
  const { values, change, field, shell } = useValidatedForm<BankEntryField>(initial, problemsOf);
  return (
    <FormShell focusFirstField {...frame} {...shell((draft) => onSave(bodyOf(draft)))}>
      <LabelledSelect
        label="Category"
        name="category"
        value={values.category}
        onChange={change('category')}
        options={FEEDBACK_CATEGORIES.map((name) => ({ value: name, label: CATEGORY_LABELS[name] }))}
      />
      <TextareaField label="Comment" {...field('comment')} />
      <TextareaField
        label="Suggestion"
        {...field('suggestion')}
        helperText="Optional: the wording you would suggest instead."
      />
    </FormShell>
  );
}
