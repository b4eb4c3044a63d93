import { useCallback, useRef, useState } from 'react';
import type { Severity } from '../../../../shared/contract';
import { saveOutcome } from '../../../lib/save-outcome';
import { firstCategoryOf, useCategoryChoices } from '../category-choices';
import { type SubmissionKey, useAddFeedbackItemMutation } from '../grading-api';
import type { GradingDraft, TextSelection } from '../grading-draft-storage';
import { type ItemValues, newItemValues } from '../item-form';
import type { KeepDraft } from '../use-grading-draft';
import { ManualCommentForm } from './manual-comment-form';

/** The form's id, so that a key can bring the focus to it. */
export const MANUAL_COMMENT_FORM_ID = 'manual-comment-form';

interface ManualCommentOptions {
  submission: SubmissionKey;
  stored: GradingDraft;
  keep: KeepDraft;
  onAdded: (itemId: number) => void;
}

/**
 * The instructor's own comment: a selection in the essay opens the form, and a new selection moves it
 * to the new text without losing what was typed. Kept on this device until the server has it.
 */
export function useManualComment({ submission, stored, keep, onAdded }: ManualCommentOptions) {
  const [selection, setSelection] = useState<TextSelection | null>(stored.manual?.selection ?? null);
  // A new comment starts in one of the instructor's offered categories.
  const fresh = { ...newItemValues, category: firstCategoryOf(useCategoryChoices()) };
  const typed = useRef<ItemValues>(stored.manual?.values ?? fresh);
  const [addItem] = useAddFeedbackItemMutation();

  // Clicking into the form clears the selection in the essay; only a new selection changes the quote.
  const onSelectText = useCallback(
    (next: TextSelection | null) => {
      if (!next) return;
      setSelection(next);
      keep('manual', { selection: next, values: typed.current });
    },
    [keep],
  );

  const close = () => {
    setSelection(null);
    typed.current = fresh;
    keep('manual', undefined);
  };

  const keepValues = useCallback(
    (values: ItemValues) => {
      typed.current = values;
      if (selection) keep('manual', { selection, values });
    },
    [keep, selection],
  );

  const save = async (values: ItemValues, bankEntryId: number | null) => {
    if (!selection) return null;
    // The form's own check (itemProblems) let only a category and the contract's severities through.
    const body = {
      ...selection,
      category: values.category,
      severity: values.severity as Severity,
      comment: values.comment.trim(),
      suggestion: values.suggestion.trim(),
      ...(bankEntryId === null ? {} : { bank_entry_id: bankEntryId }),
    };
    let added: number | null = null;
    const outcome = await saveOutcome(async () => {
      added = (await addItem({ ...submission, body }).unwrap()).id;
    }, 'Your comment could not be added.');
    if (!outcome && added !== null) {
      close();
      onAdded(added);
    }
    return outcome;
  };

  const form = selection ? (
    <ManualCommentForm
      selection={selection}
      initial={typed.current}
      onValuesChange={keepValues}
      onSave={save}
      onCancel={close}
    />
  ) : null;

  return { onSelectText, form };
}
