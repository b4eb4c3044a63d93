import type { User } from '../../../../shared/contract';
import { type DataColumn, DataTable, RowActions } from '../../../components/data-table';
import { PersonName } from '../../../components/person-name';
import { formatDate } from '../../../lib/date-format';
import { VerifiedBadge } from './user-badges';
import { UserDecisionButton } from './user-decision-button';

const COLUMNS: DataColumn<User>[] = [
  { label: 'Username', cell: (user) => <PersonName person={user} /> },
  { label: 'E-mail', cell: (user) => user.email },
  { label: 'E-mail verification', cell: (user) => <VerifiedBadge verified={user.email_verified} /> },
  { label: 'Signed up', cell: (user) => formatDate(user.created_at) },
  {
    label: 'Decision',
    actions: true,
    cell: (user) => (
      <RowActions>
        <UserDecisionButton user={user} decision="approve" />
        <UserDecisionButton user={user} decision="reject" />
      </RowActions>
    ),
  },
];

/** The accounts waiting for an instructor, oldest request first. */
export function PendingUsersTable({ users, busy }: { users: User[]; busy: boolean }) {
  return <DataTable label="Pending users" rows={users} columns={COLUMNS} busy={busy} size="sm" />;
}
