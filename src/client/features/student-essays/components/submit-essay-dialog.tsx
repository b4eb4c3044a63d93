import { Text } from '@chakra-ui/react';
import type { StudentSubmission } from '../../../../shared/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/date-format';

interface SubmitEssayDialogProps {
  open: boolean;
  countText: string;
  /** The version this submit replaces, if there is one. */
  earlier: StudentSubmission | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Submitting asks first, and says plainly when it replaces what the instructor already has, or when it
 * is a revision that adds a version after released feedback.
 */
export function SubmitEssayDialog({
  open,
  countText,
  earlier,
  sending,
  onConfirm,
  onClose,
}: SubmitEssayDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Submit essay?"
      confirmLabel="Submit essay"
      busy={sending}
      tone="neutral"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>Your essay has {countText}.</Text>
      {earlier?.released ? (
        <Text mt="2">
          It becomes version {earlier.version + 1}; version {earlier.version} and its feedback stay as they
          are.
        </Text>
      ) : (
        earlier && (
          <Text mt="2">It replaces the version you submitted on {formatDateTime(earlier.submitted_at)}.</Text>
        )
      )}
    </ConfirmDialog>
  );
}
