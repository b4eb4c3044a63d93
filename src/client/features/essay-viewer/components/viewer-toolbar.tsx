import { Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { PrintIcon } from '../../../components/icons';
import { countOf } from '../../../lib/wording';
import { FeedbackGradeChip } from './feedback-grade-chip';

interface ViewerToolbarProps {
  commentCount: number;
  wordCount: number;
  grade: number | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

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
          {countOf(commentCount, 'comment')} · {countOf(wordCount, 'word')}
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
