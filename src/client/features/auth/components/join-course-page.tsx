import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatJoinCode, joinPath, normalizeJoinCode } from '../../../../shared/rules/join-code';
import { PRODUCT_NAME } from '../../../app/app-info';
import { saveReturnUrl } from '../../../app/guard/return-url';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { JoinCodeForm } from './join-code-form';
import { RegisterForm } from './register-form';

/**
 * /join/{code}: the invitation link an instructor shares. Someone signed in joins with one click; a
 * visitor creates an account that joins the course once its e-mail is verified, or signs in and comes
 * back here.
 */
export function JoinCoursePage() {
  const code = normalizeJoinCode(useParams().code ?? '');
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const [registered, setRegistered] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="2xl">
          Join a course on {PRODUCT_NAME}
        </Heading>
        <Text color="fg.muted">
          Course code{' '}
          <Text as="span" fontFamily="mono" fontWeight="semibold">
            {formatJoinCode(code)}
          </Text>
        </Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          {signedIn ? (
            <JoinCodeForm initialCode={code} />
          ) : registered ? (
            <Text role="status">{registered}</Text>
          ) : (
            <Stack gap="5">
              <Text>
                Create your account to join. Already have one?{' '}
                <Link asChild>
                  <RouterLink to={paths.signIn()} onClick={() => saveReturnUrl(joinPath(code))}>
                    Sign in
                  </RouterLink>
                </Link>{' '}
                and you come back here.
              </Text>
              <RegisterForm joinCode={code} onRegistered={setRegistered} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
