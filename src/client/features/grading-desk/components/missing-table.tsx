import { Table } from '@chakra-ui/react';
import type { AssignmentStudent } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { PersonName } from '../../../components/person-name';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { formatDateTime } from '../../../lib/date-format';
import { ExtensionButton } from './extension-dialog';

/** Enrolled students whose own due date has passed with nothing submitted. */
export function MissingTable({ assignmentId, rows }: { assignmentId: number; rows: AssignmentStudent[] }) {
  return (
    <TableFrame>
      <Table.Root aria-label="Missing" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Student</Table.ColumnHeader>
            <Table.ColumnHeader>Due</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.user_id}>
              <Table.Cell>
                <PersonName person={row} />
              </Table.Cell>
              <Table.Cell>
                {row.due_at ? <time dateTime={row.due_at}>{formatDateTime(row.due_at)}</time> : '—'}
                {row.extended && ' (extended)'}
              </Table.Cell>
              <Table.Cell>Missing</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <ExtensionButton
                  assignmentId={assignmentId}
                  student={{
                    user_id: row.user_id,
                    name: shownName(row),
                    due_at: row.due_at,
                    extended: row.extended,
                  }}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
