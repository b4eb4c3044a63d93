import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { commentsCount } from '../item-decisions';

interface AcceptAllButtonProps {
  pending: number;
  onAcceptAll: () => Promise<void>;
}

/** Accepts every pending comment at once, after saying how many. */
export function AcceptAllButton({ pending, onAcceptAll }: AcceptAllButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onAcceptAll();
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <Button size="xs" variant="outline" disabled={pending === 0} onClick={() => setOpen(true)}>
        Accept all pending
      </Button>
      <ConfirmDialog
        open={open}
        title={`Accept ${commentsCount(pending, 'pending')}?`}
        confirmLabel="Accept all"
        tone="neutral"
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Text>Each of them will be shown to the student when you release the feedback.</Text>
      </ConfirmDialog>
    </>
  );
}
