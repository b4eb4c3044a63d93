import { Button, Checkbox, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { useHydrated } from '../../../components/use-hydrated';
import { useValidatedForm } from '../../../components/use-validated-form';
import { requiredProblem } from '../../../lib/form-problems';
import { outcomeOf } from '../../../lib/save-outcome';
import type { SignIn } from '../sign-in';

type SignInField = 'identifier' | 'password';

/** Sign-in (section 2 and 5). On success the guard sends the person on (return URL or by state). */
export function SignInForm({ signIn }: { signIn: SignIn }) {
  const [rememberDevice, setRememberDevice] = useState(false);
  const hydrated = useHydrated();
  const { values, change, problems, failure, sending, submit } = useValidatedForm<SignInField>(
    { identifier: '', password: '' },
    (draft) => ({
      identifier: requiredProblem(draft.identifier, 'Enter your username or e-mail.'),
      password: requiredProblem(draft.password, 'Enter your password.'),
    }),
  );

  const onSubmit = submit(async ({ identifier, password }) => {
    const result = await signIn({ identifier: identifier.trim(), password, rememberDevice });
    if (result.ok) toaster.create({ type: 'success', title: 'Signed in.' });
    return outcomeOf(result);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Username or e-mail"
          name="identifier"
          value={values.identifier}
          onChange={change('identifier')}
          error={problems.identifier}
          autoComplete="username"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={values.password}
          onChange={change('password')}
          error={problems.password}
          autoComplete="current-password"
        />
        <Checkbox.Root
          checked={rememberDevice}
          onCheckedChange={(details) => setRememberDevice(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Remember this device</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" loading={sending} loadingText="Signing in…" disabled={sending || !hydrated}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
