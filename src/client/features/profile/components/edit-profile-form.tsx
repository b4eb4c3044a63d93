import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { emailProblem, usernameProblem } from '../../../../shared/rules/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../../../app/session';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { type FormProblems, hasProblems } from '../../../lib/form-problems';
import { saveProfile } from '../profile-thunks';

type ProfileField = 'username' | 'email';

/** Changing the e-mail makes the account unverified again until the new address is confirmed. */
export function EditProfileForm() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [username, setUsername] = useState(auth.username ?? '');
  const [email, setEmail] = useState(auth.email ?? '');
  const [problems, setProblems] = useState<FormProblems<ProfileField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: usernameProblem(username) ?? undefined,
      email: emailProblem(email) ?? undefined,
    };
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    setSending(true);
    const result = await dispatch(saveProfile({ username, email }));
    setSending(false);
    if (!result.ok) {
      setProblems(result.fields);
      return setFailure(result.message);
    }
    setPendingEmail(result.emailChanged ? result.user.email : null);
    toaster.create({
      type: 'success',
      title: 'Profile updated.',
      description: result.emailChanged ? `We sent a verification link to ${result.user.email}.` : undefined,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-heading">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="edit-profile-heading">
          Profile details
        </Heading>
        <FormErrorAlert message={failure} />
        {pendingEmail && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>
              We sent a verification link to {pendingEmail}. Your e-mail address stays unverified until you
              follow it.
            </Alert.Title>
          </Alert.Root>
        )}
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={setUsername}
          error={problems.username}
          autoComplete="username"
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          error={problems.email}
          autoComplete="email"
          helperText="Changing it sends a new verification e-mail."
        />
        <Button type="submit" alignSelf="flex-start" loading={sending} disabled={sending}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
