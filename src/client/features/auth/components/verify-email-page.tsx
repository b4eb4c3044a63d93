import { Card } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { CheckEmailPanel } from './check-email-panel';
import { VerifyTokenPanel } from './verify-token-panel';

/**
 * Section 2: /auth/verify-email. With a token it verifies; without one, a signed-in unverified person
 * sees where the link went (the guard already sent everyone else to sign in).
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = useAppSelector((state) => state.auth.email);
  return (
    <Card.Root>
      <Card.Body>{token ? <VerifyTokenPanel token={token} /> : <CheckEmailPanel email={email} />}</Card.Body>
    </Card.Root>
  );
}
