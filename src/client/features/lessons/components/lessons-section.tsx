import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { LessonBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { selectAllLessons } from '../lesson-entities';
import { emptyLessonDraft } from '../lesson-rules';
import { useCreateLessonMutation, useGetWeekLessonsQuery } from '../lessons-api';
import { LessonForm } from './lesson-form';
import { LessonList } from './lesson-list';

/** The Lessons section of Week Detail: the lessons in order and the form that adds one. */
export function LessonsSection({ weekId }: { weekId: number }) {
  const { data, isLoading, isError } = useGetWeekLessonsQuery(weekId);
  const lessons = data && selectAllLessons(data);
  const [createLesson] = useCreateLessonMutation();
  const [adding, setAdding] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setAdding(false);
    newButton.current?.focus();
  };

  const onSave = async (body: LessonBody) => {
    const outcome = await saveOutcome(() => createLesson({ weekId, body }).unwrap(), 'Failed to add lesson');
    if (!outcome) {
      toaster.create({ type: 'success', title: `Lesson '${body.title}' added.` });
      close();
    }
    return outcome;
  };

  return (
    <Stack as="section" aria-labelledby="lessons-heading" gap="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="lg" id="lessons-heading">
          Lessons
        </Heading>
        <Button ref={newButton} size="sm" aria-expanded={adding} onClick={() => setAdding(true)}>
          New lesson
        </Button>
      </Flex>
      {isLoading && <LoadingSpinner label="Loading lessons…" />}
      {isError && <LoadFailedAlert message="Failed to fetch lessons" />}
      {lessons?.length === 0 && <EmptyState>This week has no lessons yet.</EmptyState>}
      {lessons && lessons.length > 0 && <LessonList weekId={weekId} lessons={lessons} />}
      {adding && (
        <LessonForm
          initial={emptyLessonDraft}
          label="New lesson"
          submitLabel="Add lesson"
          onSave={onSave}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
