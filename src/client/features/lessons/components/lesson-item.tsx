import { Heading } from '@chakra-ui/react';
import type { Lesson, LessonBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { type ListPlace, ReorderableItem } from '../../../components/reorderable-list';
import { saveOutcome } from '../../../lib/save-outcome';
import { lessonDraftOf } from '../lesson-rules';
import { useUpdateLessonMutation } from '../lessons-api';
import { DeleteLessonButton } from './delete-lesson-button';
import { LessonForm } from './lesson-form';

interface LessonItemProps {
  lesson: Lesson;
  at: ListPlace;
}

/** One lesson in the week's order, with the buttons that move, edit and delete it, each naming it. */
export function LessonItem({ lesson, at }: LessonItemProps) {
  const [updateLesson] = useUpdateLessonMutation();

  const save = async (body: LessonBody, close: () => void) => {
    const outcome = await saveOutcome(
      () => updateLesson({ id: lesson.id, body }).unwrap(),
      'Failed to save lesson',
    );
    if (!outcome) {
      toaster.create({ type: 'success', title: `Lesson '${body.title}' saved.` });
      close();
    }
    return outcome;
  };

  return (
    <ReorderableItem
      id={lesson.id}
      name={lesson.title}
      {...at}
      gap="3"
      summary={
        <Heading as="h3" size="sm">
          {at.place}. {lesson.title}
        </Heading>
      }
      deleteButton={<DeleteLessonButton lesson={lesson} />}
      editForm={(close) => (
        <LessonForm
          initial={lessonDraftOf(lesson)}
          label={`Edit lesson ${lesson.title}`}
          submitLabel="Save lesson"
          onSave={(body) => save(body, close)}
          onCancel={close}
        />
      )}
    />
  );
}
