import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { StudentFeedbackDetail } from '../../../../shared/contract';
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
    <Dialog.Root
      open={open}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>What {studentName} will see</Dialog.Title>
                <Text color="fg.muted" fontSize="sm">
                  Accepted comments only, with the summary, grade and rubric as they are now.
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                <FeedbackDetail
                  data={{ ...preview, categories }}
                  studentName={studentName}
                  courseTitle={null}
                  threads={false}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close preview</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
