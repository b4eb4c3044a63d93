import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame, DismissButton } from './dialog-frame';

export interface ConfirmDialogProps {
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
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      closeOnInteractOutside={!busy}
      onExitComplete={onExitComplete}
      title={title}
      footer={
        <>
          <DismissButton>Cancel</DismissButton>
          <Button colorPalette={tone === 'danger' ? 'red' : 'blue'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
