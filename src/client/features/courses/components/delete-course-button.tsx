import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { Course } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { useDeleteCourseMutation } from '../courses-api';

type Step = { kind: 'closed' } | { kind: 'confirm' } | { kind: 'submissions'; detail: string };

const isConflict = (error: QueryError) => Boolean(error && 'status' in error && error.status === 409);

/**
 * Deleting a course takes its weeks, lessons and enrollments with it, so the dialog names it first. When
 * students have submitted work the server refuses (409) and says how much; a second, plainer question
 * follows, and only that answer deletes the submissions too.
 */
export function DeleteCourseButton({ course, onDeleted }: { course: Course; onDeleted?: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [deleteCourse, { isLoading }] = useDeleteCourseMutation();
  const close = () => setStep({ kind: 'closed' });

  const remove = async (confirmed: boolean) => {
    const result = await deleteCourse({ id: course.id, confirmed });
    if ('error' in result) {
      const error = result.error as QueryError;
      if (!confirmed && isConflict(error)) {
        const reason = errorMessage(error, 'error', 'Students have submitted work in this course.');
        return setStep({ kind: 'submissions', detail: errorMessage(error, 'detail', reason) });
      }
      close();
      return toaster.create({
        type: 'error',
        title: errorMessage(error, 'error', 'Failed to delete course'),
      });
    }
    close();
    toaster.create({ type: 'success', title: `Course '${course.title}' deleted.` });
    onDeleted?.();
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setStep({ kind: 'confirm' })}>
        Delete<VisuallyHidden> {course.title}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={step.kind === 'confirm'}
        title={`Delete '${course.title}'?`}
        confirmLabel="Delete course"
        busy={isLoading}
        onConfirm={() => remove(false)}
        onClose={close}
      >
        <Text>
          Its weeks, lessons, assignments and enrollments are deleted with it. This cannot be undone.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={step.kind === 'submissions'}
        title={`Delete '${course.title}' and its submissions?`}
        confirmLabel="Delete course and submissions"
        busy={isLoading}
        onConfirm={() => remove(true)}
        onClose={close}
      >
        <Text>{step.kind === 'submissions' && step.detail}</Text>
        <Text mt="3">
          Students' essays, grades and feedback in this course are deleted with it. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
