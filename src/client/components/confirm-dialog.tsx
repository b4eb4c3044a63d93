import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Deletions are red; a confirmation that destroys nothing (submitting an essay) is not. */
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
  onClose: () => void;
  /** Once the dialog has gone and given the focus back: the moment another dialog may open. */
  onExitComplete?: () => void;
}

/**
 * Every deletion asks first, as does submitting an essay (brief: confirmations before deleting). An alert dialog, so focus starts on
 * Cancel, the harmless choice, and Escape closes it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onClose,
  onExitComplete,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      closeOnInteractOutside={!busy}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={tone === 'danger' ? 'red' : 'blue'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
