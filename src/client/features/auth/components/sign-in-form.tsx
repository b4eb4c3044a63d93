import { Button, Checkbox, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { type FormProblems, hasProblems, requiredProblem } from '../../../lib/form-problems';
import { signIn } from '../sign-in';

type SignInField = 'identifier' | 'password';

/** Sign-in (section 2 and 5). On success the guard sends the person on (return URL or by state). */
export function SignInForm() {
  const dispatch = useAppDispatch();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const [problems, setProblems] = useState<FormProblems<SignInField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      identifier: requiredProblem(identifier, 'Enter your username or e-mail.'),
      password: requiredProblem(password, 'Enter your password.'),
    };
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    setSending(true);
    const result = await dispatch(signIn({ identifier: identifier.trim(), password, rememberDevice }));
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    toaster.create({ type: 'success', title: 'Signed in.' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Username or e-mail"
          name="identifier"
          value={identifier}
          onChange={setIdentifier}
          error={problems.identifier}
          autoComplete="username"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
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
        <Button type="submit" loading={sending} loadingText="Signing in…" disabled={sending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
