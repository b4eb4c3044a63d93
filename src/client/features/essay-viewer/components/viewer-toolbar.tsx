import { Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { PrintIcon } from '../../../components/icons';

interface ViewerToolbarProps {
  commentCount: number;
  wordCount: number;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Section 2's toolbar: counts, printing, and the feedback toggle that small screens need. The grade is
 * shown once, in the page's header above it.
 */
export function ViewerToolbar({ commentCount, wordCount, sidebarOpen, onToggleSidebar }: ViewerToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" _print={{ display: 'none' }}>
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          Essay Feedback
        </Heading>
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
