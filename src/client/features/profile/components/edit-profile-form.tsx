import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { emailProblem, usernameProblem } from '../../../../shared/rules/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../../../app/session';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { outcomeOf } from '../../../lib/save-outcome';
import { saveProfile } from '../profile-thunks';

type ProfileField = 'username' | 'email';

/** Changing the e-mail makes the account unverified again until the new address is confirmed. */
export function EditProfileForm() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { values, change, problems, failure, sending, submit } = useValidatedForm<ProfileField>(
    { username: auth.username ?? '', email: auth.email ?? '' },
    (draft) => ({
      username: usernameProblem(draft.username) ?? undefined,
      email: emailProblem(draft.email) ?? undefined,
    }),
  );

  const onSubmit = submit(async (draft) => {
    const result = await dispatch(saveProfile(draft));
    if (result.ok) {
      setPendingEmail(result.emailChanged ? result.user.email : null);
      toaster.create({
        type: 'success',
        title: 'Profile updated.',
        description: result.emailChanged ? `We sent a verification link to ${result.user.email}.` : undefined,
      });
    }
    return outcomeOf(result);
  });

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
          helperText="Changing it sends a new verification e-mail."
        />
        <Button type="submit" alignSelf="flex-start" loading={sending} disabled={sending}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
