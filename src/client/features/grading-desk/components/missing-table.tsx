import type { AssignmentStudent } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PersonName } from '../../../components/person-name';
import { formatDateTime } from '../../../lib/date-format';
import { ExtensionButton } from './extension-dialog';

const COLUMNS: DataColumn<AssignmentStudent>[] = [
  { label: 'Student', cell: (row) => <PersonName person={row} /> },
  {
    label: 'Due',
    cell: (row) => (
      <>
        {row.due_at ? <time dateTime={row.due_at}>{formatDateTime(row.due_at)}</time> : '—'}
        {row.extended && ' (extended)'}
      </>
    ),
  },
  { label: 'State', cell: () => 'Missing' },
];

/** Enrolled students whose own due date has passed with nothing submitted. */
export function MissingTable({ assignmentId, rows }: { assignmentId: number; rows: AssignmentStudent[] }) {
  const extension: DataColumn<AssignmentStudent> = {
    label: 'Actions',
    actions: true,
    cell: (row) => (
      <ExtensionButton
        assignmentId={assignmentId}
        student={{ user_id: row.user_id, name: shownName(row), due_at: row.due_at, extended: row.extended }}
      />
    ),
  };
  return (
    <DataTable
      label="Missing"
      rows={rows}
      rowKey={(row) => row.user_id}
      columns={[...COLUMNS, extension]}
      size="sm"
    />
  );
}
