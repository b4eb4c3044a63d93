import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { capitalised } from '../lib/wording';
import { toaster } from './app-toaster';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteButtonProps {
  /** 'lesson', 'category': names the confirming button and the message. */
  kind: string;
  /** The thing as a person reads it, e.g. the lesson's title. */
  name: string;
  /** What deleting it means, said in the question. */
  consequence: string;
  /** Deletes; answers whether it did (a failure has been reported already). */
  remove: () => Promise<boolean>;
  /** The success toast, when "{Kind} '{name}' deleted." reads badly (a week's name says 'Week'). */
  deletedMessage?: string;
  onDeleted?: () => void;
}

/** Deleting asks first and names the thing (brief: confirmations before deleting). */
export function ConfirmDeleteButton({
  kind,
  name,
  consequence,
  remove,
  deletedMessage = `${capitalised(kind)} '${name}' deleted.`,
  onDeleted,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    const deleted = await remove();
    setBusy(false);
    setOpen(false);
    if (!deleted) return;
    toaster.create({ type: 'success', title: deletedMessage });
    onDeleted?.();
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete '${name}'?`}
        confirmLabel={`Delete ${kind}`}
        busy={busy}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>{consequence} This cannot be undone.</Text>
      </ConfirmDialog>
    </>
  );
}
