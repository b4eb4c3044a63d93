import { Accordion, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { NumberedItem } from '../viewer-model';
import { FeedbackEntry } from './feedback-entry';

interface FeedbackEntriesProps {
  /** The comments the filter lets through. */
  items: NumberedItem[];
  /** Whether the essay has any comments at all, filter aside. */
  hasAny: boolean;
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** Whether every comment the filter lets through is open. */
  allOpen: boolean;
  onOpenAll: (open: boolean) => void;
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

/**
 * Section 2's 'Instructor Feedback' accordion, with its two empty states. The comments start open, and
 * one button closes or opens them all, for a student who wants the list short to scan it.
 */
export function FeedbackEntries(props: FeedbackEntriesProps) {
  const { items, hasAny, open, onOpenChange, allOpen, onOpenAll, onShowInEssay } = props;
  return (
    <Stack as="section" gap="2" aria-labelledby="instructor-feedback-heading">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h3" size="md" id="instructor-feedback-heading">
          Instructor Feedback
        </Heading>
        {items.length > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onOpenAll(!allOpen)}>
            {allOpen ? 'Collapse all' : 'Expand all'}
          </Button>
        )}
      </Flex>
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
