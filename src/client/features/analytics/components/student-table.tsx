import type { StudentAnalytics } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { formatDate } from '../../../lib/date-format';
import { formatAverage } from '../table-sort';
import { type Column, SortableTable } from './sortable-table';

type StudentKey =
  | 'username'
  | 'submissions'
  | 'released'
  | 'average_grade'
  | 'average_suggested_grade'
  | 'last_submitted_at';

const dateOf = (iso: string | null) => (iso ? formatDate(iso) : '—');

const COLUMNS: Column<StudentAnalytics, StudentKey>[] = [
  { key: 'username', label: 'Student', cell: (row) => shownName(row) },
  { key: 'submissions', label: 'Submissions', cell: (row) => row.submissions },
  { key: 'released', label: 'Released', cell: (row) => row.released },
  { key: 'average_grade', label: 'Average grade', cell: (row) => formatAverage(row.average_grade) },
  {
    key: 'average_suggested_grade',
    label: 'Average suggested grade',
    cell: (row) => formatAverage(row.average_suggested_grade),
  },
  { key: 'last_submitted_at', label: 'Last submitted', cell: (row) => dateOf(row.last_submitted_at) },
];

/** Every student in scope, sortable by any column, so the instructor finds who is behind. */
export function StudentTable({ students }: { students: StudentAnalytics[] }) {
  return <SortableTable label="Students" rows={students} columns={COLUMNS} />;
}
