import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { toastFailure } from '../category-failure';
import type { FeedbackCategory } from '../category-types';
import { useCategoryActions } from '../use-category-actions';

interface DeleteCategoryButtonProps {
  category: FeedbackCategory;
  /** The button goes with the category, so the list says where the keyboard lands instead. */
  onDeleted: () => void;
}

/** Deleting asks first and names the category (brief: confirmations before deleting). */
export function DeleteCategoryButton({ category, onDeleted }: DeleteCategoryButtonProps) {
  const actions = useCategoryActions();

  const remove = async () => {
    const outcome = await actions.remove(category.id);
    if (!outcome.ok) toastFailure(outcome);
    return outcome.ok;
  };

  return (
    <ConfirmDeleteButton
      kind="category"
      name={category.name}
      consequence="It leaves the grading screen's choices. A category that comments are filed under stays: turn it off instead."
      remove={remove}
      onDeleted={onDeleted}
    />
  );
}
