import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { commentsCount } from '../item-decisions';

interface ReleaseDialogProps {
  open: boolean;
  studentName: string;
  grade: string;
  accepted: number;
  pending: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onExitComplete?: () => void;
}

/** Says exactly what the student will see: only accepted comments reach them (section 4). */
export function ReleaseDialog({
  open,
  studentName,
  grade,
  accepted,
  pending,
  busy,
  onConfirm,
  onClose,
  onExitComplete,
}: ReleaseDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Release feedback to ${studentName}?`}
      confirmLabel="Release"
      tone="neutral"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      onExitComplete={onExitComplete}
    >
      <Stack gap="2">
        <Text>
          {studentName} will see the final grade of {grade.trim()}/100, the summary and{' '}
          {commentsCount(accepted, 'accepted')}.
        </Text>
        {pending > 0 && (
          <Text fontWeight="medium">
            {pending === 1
              ? '1 comment is still pending and will not be shown.'
              : `${pending} comments are still pending and will not be shown.`}
          </Text>
        )}
        <Text color="fg.muted">Rejected comments are never shown.</Text>
      </Stack>
    </ConfirmDialog>
  );
}
