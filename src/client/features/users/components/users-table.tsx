import { Table, VisuallyHidden } from '@chakra-ui/react';
import type { User } from '../../../../shared/contract';
import { PersonName } from '../../../components/person-name';
import { SortableColumnHeader } from '../../../components/sortable-column-header';
import { TableFrame } from '../../../components/table-frame';
import { formatDate } from '../../../lib/date-format';
import { roleLabel } from '../../../lib/role-display';
import type { UserSortKey, UserTableState } from '../user-table-state';
import { StatusBadge, VerifiedBadge } from './user-badges';
import { UserRoleButton } from './user-role-button';

const COLUMNS: { key: UserSortKey; label: string }[] = [
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'E-mail' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
];

interface UsersTableProps {
  users: User[];
  table: Pick<UserTableState, 'sort' | 'order'>;
  busy: boolean;
  onSort: (key: UserSortKey) => void;
  /** The site administrator may change who teaches: each row then offers it (not on their own). */
  rolesEditable?: boolean;
  selfId?: number | null;
}

/** One page of people; the server sorts, so a header click asks it again (and the address keeps it). */
export function UsersTable({ users, table, busy, onSort, rolesEditable = false, selfId }: UsersTableProps) {
  const header = (key: UserSortKey, label: string) => (
    <SortableColumnHeader
      key={key}
      label={label}
      direction={table.sort === key ? table.order : null}
      onSort={() => onSort(key)}
    />
  );
  return (
    <TableFrame>
      <Table.Root aria-label="Users" aria-busy={busy} size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(({ key, label }) => header(key, label))}
            <Table.ColumnHeader>E-mail verification</Table.ColumnHeader>
            {header('created_at', 'Joined')}
            {rolesEditable && (
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>
                <PersonName person={user} />
              </Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>{roleLabel(user.role)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={user.status} />
              </Table.Cell>
              <Table.Cell>
                <VerifiedBadge verified={user.email_verified} />
              </Table.Cell>
              <Table.Cell>{formatDate(user.created_at)}</Table.Cell>
              {rolesEditable && (
                <Table.Cell>
                  {user.status !== 'rejected' && user.id !== selfId && <UserRoleButton user={user} />}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
