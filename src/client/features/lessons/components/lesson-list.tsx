import type { Lesson } from '../../../../shared/contract';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { ReorderableList } from '../../../components/reorderable-list';
import { useReorderLessonsMutation } from '../lessons-api';
import { LessonItem } from './lesson-item';

/** The week's lessons in order; the list moves at once, and back if the server refuses. */
export function LessonList({ weekId, lessons }: { weekId: number; lessons: Lesson[] }) {
  const [reorderLessons] = useReorderLessonsMutation();

  const reorder = async (lessonIds: number[]) =>
    mutationSucceeded(await reorderLessons({ weekId, lessonIds }), 'Failed to reorder lessons');

  return (
    <ReorderableList
      label="Lessons in order"
      items={lessons}
      reorder={reorder}
      movedMessage={(lesson, place, count) => `'${lesson.title}' is now lesson ${place} of ${count}.`}
    >
      {(lesson, at) => <LessonItem lesson={lesson} at={at} />}
    </ReorderableList>
  );
}
