import { Stack } from '@chakra-ui/react';
import type { StudentFeedbackDetail } from '../../../../shared/contract';
import { DialogFrame, DismissButton } from '../../../components/dialog-frame';
import { FeedbackDetail } from '../../essay-viewer';
import { looksOf, useCategoryChoices } from '../category-choices';

interface StudentPreviewDialogProps {
  open: boolean;
  preview: StudentFeedbackDetail;
  studentName: string;
  onClose: () => void;
}

/** The student's feedback page as it will read once released: accepted comments only, summary, rubric. */
export function StudentPreviewDialog({ open, preview, studentName, onClose }: StudentPreviewDialogProps) {
  // The comments' categories as the student will see them: as this instructor keeps them.
  const keys = [...preview.feedback_items, ...preview.carried_items].map((item) => item.category);
  const categories = looksOf(useCategoryChoices(), keys);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
      title={`What ${studentName} will see`}
      description="Accepted comments only, with the summary, grade and rubric as they are now."
      footer={<DismissButton>Close preview</DismissButton>}
    >
      <Stack gap="6">
        <FeedbackDetail
          data={{ ...preview, categories }}
          studentName={studentName}
          courseTitle={null}
          threads={false}
        />
      </Stack>
    </DialogFrame>
  );
}
