import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { Lesson } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { useDeleteLessonMutation } from '../lessons-api';

/** Deleting asks first and names the lesson (brief: confirmations before deleting). */
export function DeleteLessonButton({ lesson }: { lesson: Lesson }) {
  const [open, setOpen] = useState(false);
  const [deleteLesson, { isLoading }] = useDeleteLessonMutation();

  const onConfirm = async () => {
    const result = await deleteLesson(lesson.id);
    setOpen(false);
    if ('error' in result) {
      const message = errorMessage(result.error as QueryError, 'error', 'Failed to delete lesson');
      return toaster.create({ type: 'error', title: message });
    }
    toaster.create({ type: 'success', title: `Lesson '${lesson.title}' deleted.` });
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {lesson.title}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete '${lesson.title}'?`}
        confirmLabel="Delete lesson"
        busy={isLoading}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>Students will no longer see this lesson. This cannot be undone.</Text>
      </ConfirmDialog>
    </>
  );
}
