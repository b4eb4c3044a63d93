import { Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { PrintIcon } from '../../../components/icons';
import { FeedbackGradeChip } from './feedback-grade-chip';

interface ViewerToolbarProps {
  commentCount: number;
  wordCount: number;
  grade: number | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Section 2's toolbar: the grade, counts, printing, and the feedback toggle that small screens need. */
export function ViewerToolbar({
  commentCount,
  wordCount,
  grade,
  sidebarOpen,
  onToggleSidebar,
}: ViewerToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" _print={{ display: 'none' }}>
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          Essay Feedback
        </Heading>
        {grade != null && <FeedbackGradeChip grade={grade} label="Grade" />}
        <Text color="fg.muted" textStyle="sm">
          {plural(commentCount, 'comment')} · {plural(wordCount, 'word')}
        </Text>
      </HStack>
      <HStack gap="2">
        <Button variant="outline" size="sm" aria-label="Print feedback" onClick={() => window.print()}>
          <PrintIcon /> Print
        </Button>
        <Button
          hideFrom="lg"
          variant="outline"
          size="sm"
          aria-expanded={sidebarOpen}
          aria-controls="feedback-sidebar"
          onClick={onToggleSidebar}
        >
          {sidebarOpen ? 'Hide feedback' : 'Show feedback'}
        </Button>
      </HStack>
    </Flex>
  );
}
