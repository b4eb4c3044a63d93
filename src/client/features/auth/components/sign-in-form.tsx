import { Button, Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { FormShell } from '../../../components/form-shell';
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
  const { field, sending, shell } = useValidatedForm<SignInField>(
    { identifier: '', password: '' },
    (draft) => ({
      identifier: requiredProblem(draft.identifier, 'Enter your username or e-mail.'),
      password: requiredProblem(draft.password, 'Enter your password.'),
    }),
  );

  const save = shell(async ({ identifier, password }) => {
    const result = await signIn({ identifier: identifier.trim(), password, rememberDevice });
    if (result.ok) toaster.create({ type: 'success', title: 'Signed in.' });
    return outcomeOf(result);
  });

  return (
    <FormShell label="Sign in" {...save}>
      <TextField label="Username or e-mail" {...field('identifier')} autoComplete="username" />
      <TextField label="Password" type="password" {...field('password')} autoComplete="current-password" />
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
    </FormShell>
  );
}
