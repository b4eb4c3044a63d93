import { Heading, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../../app/session';

/** /admin/dashboard: a greeting until the admin panels arrive. */
export function AdminDashboardPage() {
  const { username } = useAppSelector(selectAuth);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Admin Dashboard
      </Heading>
      <Text fontSize="lg">Welcome, {username}.</Text>
    </Stack>
  );
}
