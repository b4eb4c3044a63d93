import { Box, Button, Flex, Heading, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { Lesson, LessonBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { MoveButtons } from '../../../components/move-buttons';
import { saveOutcome } from '../../../lib/save-outcome';
import { lessonDraftOf } from '../lesson-rules';
import { useUpdateLessonMutation } from '../lessons-api';
import { DeleteLessonButton } from './delete-lesson-button';
import { LessonForm } from './lesson-form';

interface LessonItemProps {
  lesson: Lesson;
  place: number;
  count: number;
  onMove: (lesson: Lesson, by: -1 | 1) => void;
}

/** One lesson in the week's order, with the buttons that move, edit and delete it, each naming it. */
export function LessonItem({ lesson, place, count, onMove }: LessonItemProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [updateLesson] = useUpdateLessonMutation();

  const close = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  const onSave = async (body: LessonBody) => {
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

  const hidden = <VisuallyHidden> {lesson.title}</VisuallyHidden>;
  return (
    <Box as="li" data-lesson-id={lesson.id} borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          {place}. {lesson.title}
        </Heading>
        <HStack wrap="wrap">
          <MoveButtons place={place} count={count} onMove={(delta) => onMove(lesson, delta)} named={hidden} />
          <Button
            ref={editButton}
            size="sm"
            variant="outline"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            Edit{hidden}
          </Button>
          <DeleteLessonButton lesson={lesson} />
        </HStack>
      </Flex>
      {editing && (
        <Box mt="4">
          <LessonForm
            initial={lessonDraftOf(lesson)}
            label={`Edit lesson ${lesson.title}`}
            submitLabel="Save lesson"
            onSave={onSave}
            onCancel={close}
          />
        </Box>
      )}
    </Box>
  );
}
