import { Button, Stack } from '@chakra-ui/react';
import { emailProblem, passwordProblem, usernameProblem } from '../../../../shared/rules/account';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { useHydrated } from '../../../components/use-hydrated';
import { useValidatedForm } from '../../../components/use-validated-form';
import { saveOutcome } from '../../../lib/save-outcome';
import { registerAccount } from '../register-account';

type RegisterField = 'username' | 'email' | 'password';

/** Registration: the server answers with a sentence (check your e-mail) that the sign-in tab shows. */
export function RegisterForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const hydrated = useHydrated();
  const { values, change, problems, failure, sending, submit } = useValidatedForm<RegisterField>(
    { username: '', email: '', password: '' },
    (draft) => ({
      username: usernameProblem(draft.username) ?? undefined,
      email: emailProblem(draft.email) ?? undefined,
      password: passwordProblem(draft.password) ?? undefined,
    }),
  );

  const onSubmit = submit((draft) =>
    saveOutcome(async () => {
      const body = { username: draft.username.trim(), email: draft.email.trim(), password: draft.password };
      onRegistered((await registerAccount(body)).message);
    }, 'Registration failed'),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Username"
          name="username"
          value={values.username}
          onChange={change('username')}
          error={problems.username}
          autoComplete="username"
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={values.email}
          onChange={change('email')}
          error={problems.email}
          autoComplete="email"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={values.password}
          onChange={change('password')}
          error={problems.password}
          autoComplete="new-password"
          helperText="At least 8 characters."
        />
        <Button
          type="submit"
          loading={sending}
          loadingText="Creating account…"
          disabled={sending || !hydrated}
        >
          Create account
        </Button>
      </Stack>
    </form>
  );
}
