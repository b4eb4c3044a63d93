import type { EnrollmentDetail } from '../../../../shared/contract';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PersonName } from '../../../components/person-name';
import { sortRows, useTableSort } from '../../../components/use-table-sort';
import { formatDate } from '../../../lib/date-format';
import type { EnrollmentSortKey } from '../enrollment-rules';
import { RemoveEnrollmentButton } from './remove-enrollment-button';

const COLUMNS: DataColumn<EnrollmentDetail, EnrollmentSortKey>[] = [
  { sortKey: 'username', label: 'Username', cell: (enrollment) => <PersonName person={enrollment} /> },
  { sortKey: 'email', label: 'E-mail', cell: (enrollment) => enrollment.email },
  { sortKey: 'created_at', label: 'Enrolled', cell: (enrollment) => formatDate(enrollment.created_at) },
  {
    label: 'Actions',
    actions: true,
    cell: (enrollment) => <RemoveEnrollmentButton enrollment={enrollment} />,
  },
];

/** The students of one course, sorted by whichever column the reader picks (the list arrives whole). */
export function EnrollmentTable({
  enrollments,
  caption,
}: {
  enrollments: EnrollmentDetail[];
  caption: string;
}) {
  const sorting = useTableSort<EnrollmentSortKey>({ key: 'username', order: 'asc' });
  return (
    <DataTable
      label={caption}
      rows={sortRows(
        enrollments,
        sorting,
        (row, key) => row[key],
        (a, b) => a.id - b.id,
      )}
      columns={COLUMNS}
      sorting={sorting}
      size="sm"
    />
  );
}
