import { Button, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { emailProblem } from '../../../../shared/rules/account';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error-message';
import { useResendVerificationMutation } from '../auth-api';

/**
 * Asks for a new verification link. The server answers the same whether or not the address has an
 * account, so the sentence shown is the server's own.
 */
export function ResendVerification({ knownEmail }: { knownEmail: string | null }) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(emailProblem(email));
    setFailure(null);
    if (emailProblem(email)) return;
    const result = await resend({ email: email.trim() });
    if (result.error) return setFailure(errorMessage(result.error, 'error', 'Failed to resend the e-mail'));
    setSent(result.data.message);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Resend verification e-mail">
      <Stack gap="3">
        <FormErrorAlert message={failure} />
        {sent && <Text role="status">{sent}</Text>}
        {!knownEmail && (
          <TextField
            label="E-mail"
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            error={problem}
            autoComplete="email"
          />
        )}
        <Button type="submit" variant="outline" loading={isLoading} disabled={isLoading}>
          Resend verification e-mail
        </Button>
      </Stack>
    </form>
  );
}
