import { Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { EnrollmentDetail } from '../../../../shared/contract';
import { PersonName } from '../../../components/person-name';
import { SortableColumnHeader } from '../../../components/sortable-column-header';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { formatDate } from '../../../lib/date-format';
import { type EnrollmentSortKey, type SortOrder, sortEnrollments } from '../enrollment-rules';
import { RemoveEnrollmentButton } from './remove-enrollment-button';

const COLUMNS: { key: EnrollmentSortKey; label: string }[] = [
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'E-mail' },
  { key: 'created_at', label: 'Enrolled' },
];

/** The students of one course, sorted by whichever column the reader picks. */
export function EnrollmentTable({
  enrollments,
  caption,
}: {
  enrollments: EnrollmentDetail[];
  caption: string;
}) {
  const [sort, setSort] = useState<{ key: EnrollmentSortKey; order: SortOrder }>({
    key: 'username',
    order: 'asc',
  });
  const toggle = (key: EnrollmentSortKey) =>
    setSort((before) =>
      before.key === key ? { key, order: before.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' },
    );

  return (
    <TableFrame>
      <Table.Root aria-label={caption} size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(({ key, label }) => (
              <SortableColumnHeader
                key={key}
                label={label}
                direction={sort.key === key ? sort.order : null}
                onSort={() => toggle(key)}
              />
            ))}
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sortEnrollments(enrollments, sort.key, sort.order).map((enrollment) => (
            <Table.Row key={enrollment.id}>
              <Table.Cell>
                <PersonName person={enrollment} />
              </Table.Cell>
              <Table.Cell>{enrollment.email}</Table.Cell>
              <Table.Cell>{formatDate(enrollment.created_at)}</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <RemoveEnrollmentButton enrollment={enrollment} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
