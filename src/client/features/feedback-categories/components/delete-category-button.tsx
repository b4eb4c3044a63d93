import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const actions = useCategoryActions();

  const onConfirm = async () => {
    setBusy(true);
    const outcome = await actions.remove(category.id);
    setBusy(false);
    setOpen(false);
    if (!outcome.ok) return toastFailure(outcome);
    toaster.create({ type: 'success', title: `Category '${category.name}' deleted.` });
    onDeleted();
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {category.name}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete '${category.name}'?`}
        confirmLabel="Delete category"
        busy={busy}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>
          It leaves the grading screen's choices. A category that comments are filed under stays: turn it off
          instead. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
