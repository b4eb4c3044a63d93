import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorCode } from '../../../../shared/contract/common';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { apiErrorBody, errorMessage, type QueryError } from '../../../lib/api-error-message';
import { paths } from '../../../lib/paths';
import { VERIFY_EMAIL_PATH } from '../../../lib/route-areas';
import { useVerifyEmailMutation } from '../auth-api';
import { emailVerified } from '../auth-slice';
import { loadUserData } from '../load-user-data';
import { ResendVerification } from './resend-verification';

/**
 * The server's sentence for a link it looked up (used, expired, forged). A token that is not even the
 * shape of one (cut short when the link was copied) fails the request's schema, whose 'Check the
 * highlighted fields' would point at fields this screen does not have.
 */
function verificationFailure(error: QueryError): string {
  if (apiErrorBody(error)?.code === ErrorCode.validationFailed) return 'This verification link is invalid.';
  return errorMessage(error, 'error', 'This verification link is invalid or has expired.');
}

/**
 * Follows a verification or address-change link: the token is sent exactly once, even under React's
 * strict mode, and the screen shows the server's sentence (verified, or the new address).
 */
export function VerifyTokenPanel({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedInEmail = useAppSelector((state) => (state.auth.token ? state.auth.email : null));
  const userId = useAppSelector((state) => (state.auth.token ? state.auth.userId : null));
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void verify({ token }).then(async (result) => {
      if (!result.data || userId === null) return;
      // A signed-in person reads their account again (the link may have moved it to a new address),
      // then leaves the used link: the guard sends them on by state, the toast says what happened.
      toaster.create({ type: 'success', title: result.data.message });
      if (!(await dispatch(loadUserData(userId)))) dispatch(emailVerified());
      navigate(VERIFY_EMAIL_PATH, { replace: true });
    });
  }, [verify, token, dispatch, navigate, userId]);

  if (isUninitialized || isLoading) return <LoadingSpinner label="Verifying your e-mail…" />;
  if (error) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Verification failed
        </Heading>
        <FormErrorAlert message={verificationFailure(error)} />
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
        <RouterLink to={paths.login()}>Continue to sign in</RouterLink>
      </Button>
    </Stack>
  );
}
