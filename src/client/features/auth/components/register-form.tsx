import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { emailProblem, passwordProblem, usernameProblem } from '../../../../shared/rules/account';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage, fieldErrors } from '../../../lib/api-error-message';
import { type FormProblems, hasProblems } from '../../../lib/form-problems';
import { useRegisterMutation } from '../auth-api';

type RegisterField = 'username' | 'email' | 'password';

/** Registration: the server answers with a sentence (check your e-mail) that the sign-in tab shows. */
export function RegisterForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Record<RegisterField, string>>({
    username: '',
    email: '',
    password: '',
  });
  const [problems, setProblems] = useState<FormProblems<RegisterField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (field: RegisterField) => (value: string) =>
    setValues((old) => ({ ...old, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: usernameProblem(values.username) ?? undefined,
      email: emailProblem(values.email) ?? undefined,
      password: passwordProblem(values.password) ?? undefined,
    };
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    const body = { username: values.username.trim(), email: values.email.trim(), password: values.password };
    const result = await register(body);
    if (result.error) {
      setProblems(fieldErrors(result.error));
      return setFailure(errorMessage(result.error, 'error', 'Registration failed'));
    }
    onRegistered(result.data.message);
  };

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
        <Button type="submit" loading={isLoading} loadingText="Creating account…" disabled={isLoading}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
