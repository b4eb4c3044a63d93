import { Button } from '@chakra-ui/react';
import { emailProblem, passwordProblem, usernameProblem } from '../../../../shared/rules/account';
import { FormShell } from '../../../components/form-shell';
import { TextField } from '../../../components/text-field';
import { useHydrated } from '../../../components/use-hydrated';
import { useValidatedForm } from '../../../components/use-validated-form';
import { saveOutcome } from '../../../lib/save-outcome';
import { registerAccount } from '../register-account';

type RegisterField = 'username' | 'email' | 'password';

/** Registration: the server answers with a sentence (check your e-mail) that the sign-in tab shows. */
export function RegisterForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const hydrated = useHydrated();
  const { field, sending, shell } = useValidatedForm<RegisterField>(
    { username: '', email: '', password: '' },
    (draft) => ({
      username: usernameProblem(draft.username) ?? undefined,
      email: emailProblem(draft.email) ?? undefined,
      password: passwordProblem(draft.password) ?? undefined,
    }),
  );

  const save = shell((draft) =>
    saveOutcome(async () => {
      const body = { username: draft.username.trim(), email: draft.email.trim(), password: draft.password };
      onRegistered((await registerAccount(body)).message);
    }, 'Registration failed'),
  );

  return (
    <FormShell label="Create account" {...save}>
      <TextField label="Username" {...field('username')} autoComplete="username" />
      <TextField label="E-mail" type="email" {...field('email')} autoComplete="email" />
      <TextField
        label="Password"
        type="password"
        {...field('password')}
        autoComplete="new-password"
        helperText="At least 8 characters."
      />
      <Button type="submit" loading={sending} loadingText="Creating account…" disabled={sending || !hydrated}>
        Create account
      </Button>
    </FormShell>
  );
}
