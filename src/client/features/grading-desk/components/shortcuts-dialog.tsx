import { Kbd, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { DialogFrame, DismissButton } from '../../../components/dialog-frame';
import { GRADING_SHORTCUTS, keyNamesOf } from '../grading-shortcuts';

/** "?" on the grading screen: every key it answers to, and what each does. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      footer={<DismissButton>Close</DismissButton>}
    >
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
    </DialogFrame>
  );
}
