import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewFeedbackItem } from '../../../../shared/contract';
import { saveOutcome } from '../../../lib/save-outcome';
import { type SubmissionKey, useUpdateFeedbackItemMutation } from '../grading-api';
import type { GradingDraft } from '../grading-draft-storage';
import { type ItemValues, itemUpdateOf, itemValuesOf } from '../item-form';
import type { KeepDraft } from '../use-grading-draft';
import { itemElementId } from './feedback-item-card';
import { ItemEditForm } from './item-edit-form';

interface ItemEditingOptions {
  submission: SubmissionKey;
  items: ReviewFeedbackItem[];
  stored: GradingDraft;
  keep: KeepDraft;
  announce: (message: string) => void;
}

/**
 * One comment at a time is reworded in place. What is typed is kept on this device until the server
 * has it, so the form opens again, filled in, after a reload.
 */
export function useItemEditing({ submission, items, stored, keep, announce }: ItemEditingOptions) {
  const [editing, setEditing] = useState<{ itemId: number; initial: ItemValues } | null>(() => {
    const restored = stored.itemEdit;
    return restored && items.some((item) => item.id === restored.itemId)
      ? { itemId: restored.itemId, initial: restored.values }
      : null;
  });
  // What is typed, so that a form drawn again (the layout changes with the window's width) opens as it was.
  const typed = useRef<ItemValues | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [updateItem] = useUpdateFeedbackItemMutation();
  const editingId = editing?.itemId;

  // Closing the form puts the reader back on the comment they were editing.
  useEffect(() => {
    if (returnTo === null) return;
    document.getElementById(itemElementId(returnTo))?.focus();
    setReturnTo(null);
  }, [returnTo]);

  const close = () => {
    if (editingId !== undefined) setReturnTo(editingId);
    setEditing(null);
    typed.current = null;
    keep('itemEdit', undefined);
  };

  const keepValues = useCallback(
    (values: ItemValues) => {
      typed.current = values;
      if (editingId !== undefined) keep('itemEdit', { itemId: editingId, values });
    },
    [editingId, keep],
  );

  const save = (item: ReviewFeedbackItem, number: number) => async (values: ItemValues) => {
    const body = itemUpdateOf(item, values);
    if (Object.keys(body).length === 0) {
      close();
      return null;
    }
    const outcome = await saveOutcome(
      () => updateItem({ ...submission, itemId: item.id, body }).unwrap(),
      'The comment could not be saved.',
    );
    if (!outcome) {
      close();
      announce(`Comment ${number} saved and accepted.`);
    }
    return outcome;
  };

  return {
    open: (item: ReviewFeedbackItem) => {
      typed.current = null;
      setEditing({ itemId: item.id, initial: itemValuesOf(item) });
    },
    editorFor: (item: ReviewFeedbackItem, number: number) =>
      editing?.itemId === item.id ? (
        <ItemEditForm
          label={`Edit comment ${number}`}
          initial={typed.current ?? editing.initial}
          onValuesChange={keepValues}
          onSave={save(item, number)}
          onCancel={close}
        />
      ) : undefined,
  };
}

export type ItemEditing = ReturnType<typeof useItemEditing>;
