import { Stack, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Lesson } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { movedIds } from '../lesson-order';
import { useReorderLessonsMutation } from '../lessons-api';
import { LessonItem } from './lesson-item';

interface Move {
  lessonId: number;
  by: -1 | 1;
  /** The order the move makes; focus waits until the list shows it. */
  lessonIds: number[];
}

/**
 * The week's lessons in order. After a move, focus follows the moved lesson's button (or its other move
 * button once it reaches an end), so a keyboard user can press again, and the new place is announced.
 */
export function LessonList({ weekId, lessons }: { weekId: number; lessons: Lesson[] }) {
  const [reorderLessons] = useReorderLessonsMutation();
  const list = useRef<HTMLOListElement>(null);
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!lastMove || lessons.some((lesson, index) => lesson.id !== lastMove.lessonIds[index])) return;
    const item = list.current?.querySelector(`[data-lesson-id="${lastMove.lessonId}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${lastMove.by}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-lastMove.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setLastMove(null);
  }, [lastMove, lessons]);

  const onMove = async (lesson: Lesson, by: -1 | 1) => {
    const lessonIds = movedIds(lessons, lesson.id, by);
    if (!lessonIds) return;
    setLastMove({ lessonId: lesson.id, by, lessonIds });
    const result = await reorderLessons({ weekId, lessonIds });
    if ('error' in result) {
      setLastMove(null);
      const message = errorMessage(result.error as QueryError, 'error', 'Failed to reorder lessons');
      return toaster.create({ type: 'error', title: message });
    }
    const place = lessonIds.indexOf(lesson.id) + 1;
    setAnnouncement(`'${lesson.title}' is now lesson ${place} of ${lessonIds.length}.`);
  };

  return (
    <>
      <Stack asChild gap="3">
        <ol ref={list} aria-label="Lessons in order">
          {lessons.map((lesson, index) => (
            <LessonItem
              key={lesson.id}
              lesson={lesson}
              place={index + 1}
              count={lessons.length}
              onMove={onMove}
            />
          ))}
        </ol>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
