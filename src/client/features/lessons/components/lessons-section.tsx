import { Button } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { LessonBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ListSection } from '../../../components/list-section';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { lessonList } from '../lesson-entities';
import { emptyLessonDraft } from '../lesson-rules';
import { useCreateLessonMutation, useGetWeekLessonsQuery } from '../lessons-api';
import { LessonForm } from './lesson-form';
import { LessonList } from './lesson-list';

/** The Lessons section of Week Detail: the lessons in order and the form that adds one. */
export function LessonsSection({ weekId }: { weekId: number }) {
  const { data, isLoading, isError } = useGetWeekLessonsQuery(weekId);
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
    <ListSection
      id="lessons-heading"
      title="Lessons"
      gap="4"
      action={
        <Button ref={newButton} size="sm" aria-expanded={adding} onClick={() => setAdding(true)}>
          New lesson
        </Button>
      }
      items={data && lessonList.selectAll(data)}
      isLoading={isLoading}
      loadingLabel="Loading lessons…"
      failure={isError && <LoadFailedAlert message="Failed to fetch lessons" />}
      empty={<EmptyState>This week has no lessons yet.</EmptyState>}
      footer={
        adding && (
          <LessonForm
            initial={emptyLessonDraft}
            label="New lesson"
            submitLabel="Add lesson"
            onSave={onSave}
            onCancel={close}
          />
        )
      }
    >
      {(lessons) => <LessonList weekId={weekId} lessons={lessons} />}
    </ListSection>
  );
}
