import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { User } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { useUpdateUserRoleMutation } from '../users-api';

/**
 * The site administrator's choice of who teaches: a student's account made an instructor's (who can then
 * make courses and be added to a course's staff), or an instructor's made a student's again.
 */
export function UserRoleButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [updateRole, { isLoading }] = useUpdateUserRoleMutation();
  const toInstructor = user.role !== 'admin';
  const label = toInstructor ? 'Make instructor' : 'Make student';
  const onConfirm = async () => {
    const result = await updateRole({ id: user.id, role: toInstructor ? 'admin' : 'regular' });
    setOpen(false);
    if (!mutationSucceeded(result, `Failed to change ${user.username}'s role`)) return;
    toaster.create({
      type: 'success',
      title: `${shownName(user)} is now ${toInstructor ? 'an instructor' : 'a student'}.`,
    });
  };
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        {label}
        <VisuallyHidden> {user.username}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`${label}?`}
        confirmLabel={label}
        busy={isLoading}
        tone={toInstructor ? 'neutral' : 'danger'}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>
          {toInstructor
            ? `${shownName(user)} (${user.username}) will be able to make courses and be added to a course's staff. Their account is approved and verified with it.`
            : `${shownName(user)} (${user.username}) will no longer teach any course. Their comments and grades stay.`}
        </Text>
      </ConfirmDialog>
    </>
  );
}
