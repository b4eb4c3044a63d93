import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { Course } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { useDeleteCourseMutation } from '../courses-api';

/** Deleting a course takes its weeks, lessons and enrollments with it, so the dialog names it first. */
export function DeleteCourseButton({ course, onDeleted }: { course: Course; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [deleteCourse, { isLoading }] = useDeleteCourseMutation();

  const onConfirm = async () => {
    const result = await deleteCourse(course.id);
    setOpen(false);
    if ('error' in result) {
      const message = errorMessage(result.error as QueryError, 'error', 'Failed to delete course');
      return toaster.create({ type: 'error', title: message });
    }
    toaster.create({ type: 'success', title: `Course '${course.title}' deleted.` });
    onDeleted?.();
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {course.title}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete '${course.title}'?`}
        confirmLabel="Delete course"
        busy={isLoading}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>
          Its weeks, lessons, assignments and enrollments are deleted with it. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
