import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCategoryActions } from '../use-category-actions';

/** The only way past an unreadable stored value: it is replaced, and only after the person agrees. */
export function ResetCategoriesButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const actions = useCategoryActions();

  const onConfirm = async () => {
    setBusy(true);
    const outcome = await actions.reset();
    setBusy(false);
    setOpen(false);
    if (!outcome.ok) return toaster.create({ type: 'error', title: outcome.message });
    toaster.create({ type: 'success', title: 'Feedback categories reset to the defaults.' });
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Reset to defaults
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset feedback categories to defaults?"
        confirmLabel="Reset to defaults"
        busy={busy}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>
          The categories stored in this browser cannot be read. Resetting replaces them with the five default
          categories; what is stored now is lost.
        </Text>
      </ConfirmDialog>
    </>
  );
}
