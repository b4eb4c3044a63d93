import { Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { StudentAnalytics } from '../../../../shared/contract';
import { SortableColumnHeader } from '../../../components/sortable-column-header';
import { formatAverage, nextSort, type SortState, sortRows } from '../table-sort';

type StudentKey =
  | 'username'
  | 'submissions'
  | 'released'
  | 'average_grade'
  | 'average_suggested_grade'
  | 'last_submitted_at';

const COLUMNS: { key: StudentKey; label: string }[] = [
  { key: 'username', label: 'Student' },
  { key: 'submissions', label: 'Submissions' },
  { key: 'released', label: 'Released' },
  { key: 'average_grade', label: 'Average grade' },
  { key: 'average_suggested_grade', label: 'Average suggested grade' },
  { key: 'last_submitted_at', label: 'Last submitted' },
];

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/** Every student in scope, sortable by any column, so the instructor finds who is behind. */
export function StudentTable({ students }: { students: StudentAnalytics[] }) {
  const [sort, setSort] = useState<SortState<StudentKey>>({ key: 'username', order: 'asc' });
  const rows = sortRows(students, sort, (row, key) => row[key]);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-label="Students" size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(({ key, label }) => (
              <SortableColumnHeader
                key={key}
                label={label}
                direction={sort.key === key ? sort.order : null}
                onSort={() => setSort(nextSort(sort, key))}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((student) => (
            <Table.Row key={student.id}>
              <Table.Cell fontWeight="medium">{student.username}</Table.Cell>
              <Table.Cell>{student.submissions}</Table.Cell>
              <Table.Cell>{student.released}</Table.Cell>
              <Table.Cell>{formatAverage(student.average_grade)}</Table.Cell>
              <Table.Cell>{formatAverage(student.average_suggested_grade)}</Table.Cell>
              <Table.Cell>{dateOf(student.last_submitted_at)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
