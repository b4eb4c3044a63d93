import { Accordion, Heading } from '@chakra-ui/react';
import type { StudentLesson } from '../../../../shared/contract';
import { SanitizedHtml } from '../../../components/sanitized-html';

/**
 * A week's lessons in their order, each a collapsible section whose heading is a button (Enter or
 * Space opens it, arrow keys move between lessons). The first lesson starts open.
 */
export function LessonList({ lessons }: { lessons: StudentLesson[] }) {
  const ordered = [...lessons].sort((a, b) => a.position - b.position);
  // The open lesson is chosen once, when the accordion mounts; a week shown first from a cached summary
  // without its lessons must not leave every lesson closed, so a new set of lessons mounts a new one.
  const lessonIds = ordered.map((lesson) => lesson.id).join(',');
  return (
    <Accordion.Root
      key={lessonIds}
      multiple
      defaultValue={ordered.slice(0, 1).map((lesson) => String(lesson.id))}
    >
      {ordered.map((lesson) => (
        <Accordion.Item key={lesson.id} value={String(lesson.id)}>
          <Heading as="h3" size="md">
            <Accordion.ItemTrigger>
              {lesson.title}
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <SanitizedHtml html={lesson.content_html} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
