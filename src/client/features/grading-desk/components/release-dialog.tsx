import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/confirm-dialog';
import { commentsCount } from '../item-decisions';

// Whether it shows, and what it does with the answer, as in every confirmation.
type AnswerProps = Pick<ConfirmDialogProps, 'open' | 'onConfirm' | 'onClose' | 'onExitComplete'>;

interface ReleaseDialogProps extends AnswerProps {
  studentName: string;
  grade: string;
  accepted: number;
  pending: number;
  busy: boolean;
}

/** Says exactly what the student will see: only accepted comments reach them (section 4). */
export function ReleaseDialog({
  studentName,
  grade,
  accepted,
  pending,
  busy,
  ...answers
}: ReleaseDialogProps) {
  return (
    <ConfirmDialog
      title={`Release feedback to ${studentName}?`}
      confirmLabel="Release"
      tone="neutral"
      busy={busy}
      {...answers}
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
