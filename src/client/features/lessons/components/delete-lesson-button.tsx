import type { Lesson } from '../../../../shared/contract';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { useDeleteLessonMutation } from '../lessons-api';

/** Deleting asks first and names the lesson (brief: confirmations before deleting). */
export function DeleteLessonButton({ lesson }: { lesson: Lesson }) {
  const [deleteLesson] = useDeleteLessonMutation();

  const remove = async () => mutationSucceeded(await deleteLesson(lesson.id), 'Failed to delete lesson');

  return (
    <ConfirmDeleteButton
      kind="lesson"
      name={lesson.title}
      consequence="Students will no longer see this lesson."
      remove={remove}
    />
  );
}
