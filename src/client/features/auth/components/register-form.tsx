import { Button } from '@chakra-ui/react';
import {
  displayNameProblem,
  emailProblem,
  passwordProblem,
  usernameProblem,
} from '../../../../shared/rules/account';
import { FormShell } from '../../../components/form-shell';
import { TextField } from '../../../components/text-field';
import { useHydrated } from '../../../components/use-hydrated';
import { useValidatedForm } from '../../../components/use-validated-form';
import { saveOutcome } from '../../../lib/save-outcome';
import { registerAccount } from '../register-account';

type RegisterField = 'display_name' | 'username' | 'email' | 'password';

interface RegisterFormProps {
  onRegistered: (message: string) => void;
  /** A course's code from a /join link: the account joins it once its e-mail is verified. */
  joinCode?: string;
}

/** Registration: the server answers with a sentence (check your e-mail) that the sign-in tab shows. */
export function RegisterForm({ onRegistered, joinCode }: RegisterFormProps) {
  const hydrated = useHydrated();
  const { field, sending, shell } = useValidatedForm<RegisterField>(
    { display_name: '', username: '', email: '', password: '' },
    (draft) => ({
      display_name: displayNameProblem(draft.display_name) ?? undefined,
      username: usernameProblem(draft.username) ?? undefined,
      email: emailProblem(draft.email) ?? undefined,
      password: passwordProblem(draft.password) ?? undefined,
    }),
  );

  const save = shell((draft) =>
    saveOutcome(async () => {
      const body = {
        display_name: draft.display_name.trim(),
        username: draft.username.trim(),
        email: draft.email.trim(),
        password: draft.password,
        ...(joinCode ? { join_code: joinCode } : {}),
      };
      onRegistered((await registerAccount(body)).message);
    }, 'Registration failed'),
  );

  return (
    <FormShell label="Create account" {...save}>
      <TextField
        label="Your name"
        {...field('display_name')}
        autoComplete="name"
        helperText="As your teachers and classmates know you, e.g. Maya Okafor."
      />
      <TextField
        label="Username"
        {...field('username')}
        autoComplete="username"
        helperText="For signing in."
      />
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
