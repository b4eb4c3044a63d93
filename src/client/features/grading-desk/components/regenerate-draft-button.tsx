import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReviewFeedbackItem } from '../../../../shared/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { saveOutcome } from '../../../lib/save-outcome';
import { type SubmissionKey, useRegenerateDraftMutation } from '../grading-api';
import { commentsCount } from '../item-decisions';

interface RegenerateDraftButtonProps {
  submission: SubmissionKey;
  items: ReviewFeedbackItem[];
  disabled?: boolean;
  onStarted: () => void;
}

/** Asks the engine for a new draft, after saying what goes: its comments and the decisions on them. */
export function RegenerateDraftButton({
  submission,
  items,
  disabled,
  onStarted,
}: RegenerateDraftButtonProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [regenerate, { isLoading }] = useRegenerateDraftMutation();
  const drafted = items.filter((item) => item.aiGenerated).length;
  const own = items.length - drafted;

  const confirm = async () => {
    const outcome = await saveOutcome(
      () => regenerate(submission).unwrap(),
      'The draft could not be started.',
    );
    setOpen(false);
    setFailure(outcome?.message ?? null);
    if (!outcome) onStarted();
  };

  return (
    <Stack gap="2">
      <Button variant="outline" colorPalette="red" disabled={disabled} onClick={() => setOpen(true)}>
        Regenerate draft
      </Button>
      <FormErrorAlert message={failure} />
      <ConfirmDialog
        open={open}
        title="Regenerate the draft?"
        confirmLabel="Regenerate draft"
        busy={isLoading}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Stack gap="2">
          <Text>
            The engine drafts its comments again. Its {commentsCount(drafted)} and your decisions on them are
            discarded.
          </Text>
          {own > 0 && <Text>Your own {commentsCount(own)} stay.</Text>}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
