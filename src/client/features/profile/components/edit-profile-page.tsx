import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../components/page-header';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';

/** /apps/user/edit-profile: open to any signed-in person, so a mistyped e-mail can be fixed (section 6). */
export function EditProfilePage() {
  return (
    <Stack gap="6">
      <PageHeader title="Edit profile" />
      <EditProfileForm />
      <ChangePasswordForm />
    </Stack>
  );
}
