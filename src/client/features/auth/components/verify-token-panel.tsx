import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { errorMessage } from '../../../lib/api-error-message';
import { useVerifyEmailMutation } from '../auth-api';
import { emailVerified } from '../auth-slice';
import { ResendVerification } from './resend-verification';

/** Follows a verification link: the token is sent exactly once, even under React's strict mode. */
export function VerifyTokenPanel({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const signedInEmail = useAppSelector((state) => (state.auth.token ? state.auth.email : null));
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void verify({ token }).then((result) => {
      if (!result.data || !signedInEmail) return;
      // A signed-in person is now verified: the guard moves them on, the toast says why.
      toaster.create({ type: 'success', title: 'Your e-mail address is verified.' });
      dispatch(emailVerified());
    });
  }, [verify, token, dispatch, signedInEmail]);

  if (isUninitialized || isLoading) return <LoadingSpinner label="Verifying your e-mail…" />;
  if (error) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Verification failed
        </Heading>
        <FormErrorAlert
          message={errorMessage(error, 'error', 'This verification link is invalid or has expired.')}
        />
        <Text>Ask for a new link below.</Text>
        <ResendVerification knownEmail={signedInEmail} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        E-mail verified
      </Heading>
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{data?.message ?? 'Your e-mail address is verified.'}</Alert.Title>
      </Alert.Root>
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/auth/login">Continue to sign in</RouterLink>
      </Button>
    </Stack>
  );
}
