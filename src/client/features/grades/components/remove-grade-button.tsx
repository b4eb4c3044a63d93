import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { GradeItem } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GRADE_MESSAGES } from '../grade-messages';
import { useDeleteFeedbackMutation } from '../grades-api';

/** Hides an entry from the student's lists after asking; it leaves at once and returns on failure. */
export function RemoveGradeButton({ entry }: { entry: GradeItem }) {
  const [open, setOpen] = useState(false);
  const [deleteFeedback] = useDeleteFeedbackMutation();

  const onConfirm = async () => {
    setOpen(false);
    const result = await deleteFeedback(entry.submission_id);
    if ('error' in result) toaster.create({ type: 'error', title: GRADE_MESSAGES.deleteFeedback });
  };

  return (
    <>
      <Button size="xs" variant="ghost" onClick={() => setOpen(true)}>
        Remove<VisuallyHidden> {entry.assignment_title} from the list</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove '${entry.assignment_title}' from your list?`}
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>Your instructor keeps the grade and feedback; this only hides the entry from your lists.</Text>
      </ConfirmDialog>
    </>
  );
}
