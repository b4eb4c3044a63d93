import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { User } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { useApproveUserMutation, useRejectUserMutation } from '../users-api';

const DECISIONS = {
  approve: {
    label: 'Approve',
    done: 'approved',
    palette: 'green',
    consequence: 'will be able to sign in and reach their courses',
    useMutation: useApproveUserMutation,
  },
  reject: {
    label: 'Reject',
    done: 'rejected',
    palette: 'red',
    consequence: 'will not be given access',
    useMutation: useRejectUserMutation,
  },
} as const;

interface UserDecisionButtonProps {
  user: User;
  decision: keyof typeof DECISIONS;
}

/** Approving or rejecting e-mails the person at once, so the dialog names them and says so first. */
export function UserDecisionButton({ user, decision }: UserDecisionButtonProps) {
  const { label, done, palette, consequence, useMutation } = DECISIONS[decision];
  const [open, setOpen] = useState(false);
  const [decide, { isLoading }] = useMutation();

  const onConfirm = async () => {
    const result = await decide(user.id);
    setOpen(false);
    if (!mutationSucceeded(result, `Failed to ${decision} ${user.username}`)) return;
    toaster.create({ type: 'success', title: `${user.username} ${done}. They will be told by e-mail.` });
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette={palette} onClick={() => setOpen(true)}>
        {label}
        <VisuallyHidden> {user.username}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`${label} ${user.username}?`}
        confirmLabel={label}
        busy={isLoading}
        tone={decision === 'reject' ? 'danger' : 'neutral'}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>
          {shownName(user)} ({user.username}, {user.email}) {consequence}. They will be told by e-mail.
        </Text>
      </ConfirmDialog>
    </>
  );
}
