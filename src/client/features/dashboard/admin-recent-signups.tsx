import { Badge, Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { User } from '../../../shared/contract';
import { shownName } from '../../../shared/rules/account';
import { EntryList } from '../../components/list-section';
import { formatDate } from '../../lib/date-format';
import { roleLabel, statusLabel } from '../../lib/role-display';

/** The newest accounts, so an instructor notices who just arrived and may be waiting. */
export function AdminRecentSignups({ users }: { users: User[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg" id="recent-signups">
          Recent sign-ups
        </Heading>
      </Card.Header>
      <Card.Body>
        {users.length === 0 && <Text color="fg.muted">Nobody has signed up yet.</Text>}
        <EntryList gap="3" aria-labelledby="recent-signups">
          {users.map((user) => (
            <Box as="li" key={user.id}>
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="medium">{shownName(user)}</Text>
                <Text color="fg.muted">{user.email}</Text>
                <Badge>{roleLabel(user.role)}</Badge>
                <Badge colorPalette={user.status === 'pending' ? 'orange' : 'gray'}>
                  {statusLabel(user.status)}
                </Badge>
                <Text color="fg.muted">{formatDate(user.created_at)}</Text>
              </HStack>
            </Box>
          ))}
        </EntryList>
      </Card.Body>
    </Card.Root>
  );
}
