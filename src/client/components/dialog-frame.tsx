import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  /** Escape, the backdrop, a close button or a footer's dismissing button. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title that says what the dialog shows. */
  description?: string;
  /** The buttons; a dialog without them closes with the × in its corner. */
  footer?: ReactNode;
  /** An alert dialog starts on its harmless choice and is announced as an alert. */
  role?: 'dialog' | 'alertdialog';
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  closeOnInteractOutside?: boolean;
  /** Once the dialog has gone and given the focus back: the moment another dialog may open. */
  onExitComplete?: () => void;
  children: ReactNode;
}

/** Every dialog's frame: the backdrop, the title (and what it shows), the body and its buttons. */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  footer,
  children,
  ...root
}: DialogFrameProps) {
  const heading = <Dialog.Title>{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              {description ? (
                <Stack gap="1">
                  {heading}
                  <Text color="fg.muted" fontSize="sm">
                    {description}
                  </Text>
                </Stack>
              ) : (
                heading
              )}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? (
              <Dialog.Footer>{footer}</Dialog.Footer>
            ) : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A footer's button that closes the dialog and does nothing else (Cancel, Close). */
export function DismissButton({ children }: { children: ReactNode }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{children}</Button>
    </Dialog.ActionTrigger>
  );
}
