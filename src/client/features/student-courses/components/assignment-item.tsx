import { Badge, Button, Card, Flex, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { StudentAssignmentSummary } from '../../../../shared/contract';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { assignmentProgress, PROGRESS_BADGES } from '../assignment-progress';
import { wordLimitText } from '../student-course-text';

interface AssignmentItemProps {
  assignment: StudentAssignmentSummary;
  hasDraft: boolean;
  /** Section 6: only an enrolled student may write; released feedback closes the essay for good. */
  canWrite: boolean;
}

/** One assignment of a week: where the student stands on it and what they can do next. */
function writeLabel(progress: string, hasDraft: boolean): string {
  if (hasDraft) return 'Continue writing';
  return progress === 'submitted' ? 'Revise essay' : 'Write essay';
}

export function AssignmentItem({ assignment, hasDraft, canWrite }: AssignmentItemProps) {
  const progress = assignmentProgress(assignment, hasDraft);
  const badge = PROGRESS_BADGES[progress];
  const headingId = `assignment-${assignment.id}-title`;
  // Until feedback is released a submitted essay may be revised; the new version replaces it.
  const mayWrite = canWrite && progress !== 'graded';
  const submitted = progress === 'submitted' || progress === 'graded';
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId}>
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="md" id={headingId}>
            {assignment.title}
          </Heading>
          <Badge colorPalette={badge.palette}>
            {progress === 'graded' ? `${badge.label}: ${assignment.grade}/100` : badge.label}
          </Badge>
        </Flex>
        <Text>
          {assignment.due_at ? (
            <>
              Due <time dateTime={assignment.due_at}>{formatDateTime(assignment.due_at)}</time>
            </>
          ) : (
            'No due date'
          )}
        </Text>
        <Text color="fg.muted">{wordLimitText(assignment.min_words, assignment.max_words)}</Text>
        <HStack gap="3" pt="1">
          {mayWrite && (
            <Button asChild size="sm">
              <RouterLink to={paths.writeEssay(assignment.id)}>
                {writeLabel(progress, hasDraft)}
                <VisuallyHidden>: {assignment.title}</VisuallyHidden>
              </RouterLink>
            </Button>
          )}
          {submitted && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.assignmentReview(assignment.id)}>
                View submission<VisuallyHidden>: {assignment.title}</VisuallyHidden>
              </RouterLink>
            </Button>
          )}
          {progress === 'graded' && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.assignmentFeedback(assignment.id)}>
                View feedback<VisuallyHidden>: {assignment.title}</VisuallyHidden>
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
