import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';
import type { NumberedItem } from '../viewer-model';
import { FeedbackEntry } from './feedback-entry';

interface FeedbackEntriesProps {
  /** The comments the filter lets through. */
  items: NumberedItem[];
  /** Whether the essay has any comments at all, filter aside. */
  hasAny: boolean;
  open: string[];
  onOpenChange: (open: string[]) => void;
  onShowInEssay: (id: number) => void;
}

function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack gap="1" py="6" textAlign="center">
      <Text fontWeight="medium">{title}</Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
    </Stack>
  );
}

/** Section 2's 'Instructor Feedback' accordion, with its two empty states. */
export function FeedbackEntries({ items, hasAny, open, onOpenChange, onShowInEssay }: FeedbackEntriesProps) {
  return (
    <Stack as="section" gap="2" aria-labelledby="instructor-feedback-heading">
      <Heading as="h3" size="md" id="instructor-feedback-heading">
        Instructor Feedback
      </Heading>
      {items.length === 0 ? (
        hasAny ? (
          <Empty title="No feedback in this category" hint="Try selecting a different category" />
        ) : (
          <Empty title="Great job! No feedback yet." />
        )
      ) : (
        <Accordion.Root
          multiple
          collapsible
          value={open}
          onValueChange={(details) => onOpenChange(details.value)}
        >
          {items.map((item) => (
            <FeedbackEntry key={item.id} item={item} onShowInEssay={onShowInEssay} />
          ))}
        </Accordion.Root>
      )}
    </Stack>
  );
}
