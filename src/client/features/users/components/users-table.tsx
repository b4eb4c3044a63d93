import type { User } from '../../../../shared/contract';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PersonName } from '../../../components/person-name';
import { formatDate } from '../../../lib/date-format';
import { roleLabel } from '../../../lib/role-display';
import type { UserSortKey, UserTableState } from '../user-table-state';
import { StatusBadge, VerifiedBadge } from './user-badges';
import { UserRoleButton } from './user-role-button';

const COLUMNS: DataColumn<User, UserSortKey>[] = [
  { sortKey: 'username', label: 'Username', cell: (user) => <PersonName person={user} /> },
  { sortKey: 'email', label: 'E-mail', cell: (user) => user.email },
  { sortKey: 'role', label: 'Role', cell: (user) => roleLabel(user.role) },
  { sortKey: 'status', label: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
  { label: 'E-mail verification', cell: (user) => <VerifiedBadge verified={user.email_verified} /> },
  { sortKey: 'created_at', label: 'Joined', cell: (user) => formatDate(user.created_at) },
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
  const roleColumn: DataColumn<User, UserSortKey> = {
    label: 'Actions',
    labelHidden: true,
    cell: (user) => user.status !== 'rejected' && user.id !== selfId && <UserRoleButton user={user} />,
  };
  return (
    <DataTable
      label="Users"
      rows={users}
      columns={rolesEditable ? [...COLUMNS, roleColumn] : COLUMNS}
      sorting={{ key: table.sort, order: table.order, onSort }}
      busy={busy}
      size="sm"
    />
  );
}
