import { HStack, Table } from '@chakra-ui/react';
import type { User } from '../../../../shared/contract';
import { PersonName } from '../../../components/person-name';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { formatDate } from '../../../lib/date-format';
import { VerifiedBadge } from './user-badges';
import { UserDecisionButton } from './user-decision-button';

/** The accounts waiting for an instructor, oldest request first. */
export function PendingUsersTable({ users, busy }: { users: User[]; busy: boolean }) {
  return (
    <TableFrame>
      <Table.Root aria-label="Pending users" aria-busy={busy} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Username</Table.ColumnHeader>
            <Table.ColumnHeader>E-mail</Table.ColumnHeader>
            <Table.ColumnHeader>E-mail verification</Table.ColumnHeader>
            <Table.ColumnHeader>Signed up</Table.ColumnHeader>
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Decision</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>
                <PersonName person={user} />
              </Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>
                <VerifiedBadge verified={user.email_verified} />
              </Table.Cell>
              <Table.Cell>{formatDate(user.created_at)}</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <HStack wrap="wrap">
                  <UserDecisionButton user={user} decision="approve" />
                  <UserDecisionButton user={user} decision="reject" />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
