import { Alert } from '@chakra-ui/react';
import { useState } from 'react';
import { displayNameProblem, emailProblem, usernameProblem } from '../../../../shared/rules/account';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../../../app/session';
import { toaster } from '../../../components/app-toaster';
import { FormShell } from '../../../components/form-shell';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { outcomeOf } from '../../../lib/save-outcome';
import { saveProfile } from '../profile-thunks';

type ProfileField = 'display_name' | 'username' | 'email';

/**
 * A new e-mail address is only asked for: the server mails a link to it, and the account keeps its
 * current address (and whether it is verified) until that link is opened.
 */
export function EditProfileForm() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { change, field, shell } = useValidatedForm<ProfileField>(
    { display_name: auth.displayName ?? '', username: auth.username ?? '', email: auth.email ?? '' },
    (draft) => ({
      display_name: displayNameProblem(draft.display_name) ?? undefined,
      username: usernameProblem(draft.username) ?? undefined,
      email: emailProblem(draft.email) ?? undefined,
    }),
  );

  const save = shell(async (draft) => {
    const result = await dispatch(saveProfile(draft));
    if (result.ok) {
      setPendingEmail(result.pendingEmail);
      // The field shows the account's address again: the new one is not the account's yet.
      if (result.pendingEmail) change('email')(result.user.email);
      toaster.create({ type: 'success', title: 'Profile updated.' });
    }
    return outcomeOf(result);
  });

  return (
    <SectionCard headingId="edit-profile-heading" title="Profile details">
      <FormShell label="Profile details" submitLabel="Save profile" {...save}>
        {pendingEmail && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>
              We sent a confirmation link to {pendingEmail}. Your address changes when you open it.
            </Alert.Title>
          </Alert.Root>
        )}
        <TextField
          label="Your name"
          {...field('display_name')}
          autoComplete="name"
          helperText="Shown to your teachers and classmates."
        />
        <TextField label="Username" {...field('username')} autoComplete="username" />
        <TextField
          label="E-mail"
          {...field('email')}
          type="email"
          autoComplete="email"
          helperText="A new address gets a confirmation link, and counts once you open it."
        />
      </FormShell>
    </SectionCard>
  );
}
