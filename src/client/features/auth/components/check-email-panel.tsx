import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { logOut } from '../log-out';
import { ResendVerification } from './resend-verification';

/**
 * Signed in but unverified, with no token in the address: say where the link went and offer a new one.
 * No redirect here, so the page cannot bounce between the guard and itself.
 */
export function CheckEmailPanel({ email }: { email: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Check your e-mail
      </Heading>
      <Text>
        We sent a verification link to <strong>{email ?? 'your e-mail address'}</strong>. Follow it to reach
        your courses.
      </Text>
      <ResendVerification knownEmail={email} />
      <HStack gap="4" wrap="wrap">
        <Link asChild fontSize="sm">
          <RouterLink to={paths.editProfile()}>Wrong address? Correct it in your profile</RouterLink>
        </Link>
        <Button variant="plain" size="sm" textDecoration="underline" onClick={() => void dispatch(logOut())}>
          Sign out
        </Button>
      </HStack>
    </Stack>
  );
}
