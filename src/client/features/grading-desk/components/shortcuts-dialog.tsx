import { Button, Dialog, Kbd, Portal, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { GRADING_SHORTCUTS, keyNamesOf } from '../grading-shortcuts';

/** "?" on the grading screen: every key it answers to, and what each does. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" aria-label="Keyboard shortcuts">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Keys</Table.ColumnHeader>
                    <Table.ColumnHeader>What they do</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {GRADING_SHORTCUTS.map((shortcut) => (
                    <Table.Row key={shortcut.command}>
                      <Table.Cell whiteSpace="nowrap">
                        {keyNamesOf(shortcut.key).map((key, index) => (
                          <Fragment key={key}>
                            {index > 0 && ' + '}
                            <Kbd>{key}</Kbd>
                          </Fragment>
                        ))}
                      </Table.Cell>
                      <Table.Cell>{shortcut.does}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <Text marginTop="3" color="fg.muted">
                The keys do nothing while you type in a field.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
