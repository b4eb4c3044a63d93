import { Badge, Box, Button, Card, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AwaitingReviewItem, DraftStatus } from '../../../shared/contract';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailedAlert } from '../../components/query-states';
import { formatDate } from '../../lib/date-format';
import { paths } from '../../lib/paths';
import { useGetAwaitingReviewQuery } from './admin-dashboard-api';

export const AWAITING_REVIEW_ID = 'awaiting-review';

const DRAFT_BADGES: Record<DraftStatus, { label: string; palette: string }> = {
  queued: { label: 'Drafting…', palette: 'blue' },
  running: { label: 'Drafting…', palette: 'blue' },
  ready: { label: 'Draft ready', palette: 'green' },
  failed: { label: 'Draft failed', palette: 'red' },
};

const gradingPath = (entry: AwaitingReviewItem) => paths.grading(entry.assignment_id, entry.submission_id);

/** The latest essays no instructor has released yet, oldest first, each one click from its grading screen. */
export function AdminAwaitingReview() {
  const { data: entries, isLoading, isError } = useGetAwaitingReviewQuery();
  return (
    <Card.Root as="section" id={AWAITING_REVIEW_ID} aria-labelledby="awaiting-review-heading" tabIndex={-1}>
      <Card.Header>
        <Heading as="h2" size="lg" id="awaiting-review-heading">
          Submissions awaiting review
        </Heading>
      </Card.Header>
      <Card.Body>
        {isLoading && <LoadingSpinner label="Loading the essays awaiting review…" />}
        {isError && <LoadFailedAlert message="Failed to fetch the essays awaiting review" />}
        {entries?.length === 0 && <Text color="fg.muted">No essays are waiting for review.</Text>}
        {entries && entries.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" aria-labelledby="awaiting-review-heading">
            {entries.map((entry) => (
              <Box as="li" key={entry.submission_id}>
                <HStack gap="3" wrap="wrap" justify="space-between">
                  <Stack gap="0">
                    <Text fontWeight="medium">
                      {entry.student_name}: {entry.assignment_title}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {entry.course_title}, submitted {formatDate(entry.submitted_at)}
                    </Text>
                  </Stack>
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={DRAFT_BADGES[entry.draft_status].palette}>
                      {DRAFT_BADGES[entry.draft_status].label}
                    </Badge>
                    {entry.suggested_grade !== null && <Badge>Suggested {entry.suggested_grade}/100</Badge>}
                    <Button asChild size="sm" variant="outline">
                      <RouterLink to={gradingPath(entry)}>
                        Review
                        <VisuallyHidden>
                          {' '}
                          the essay by {entry.student_name} for {entry.assignment_title}
                        </VisuallyHidden>
                      </RouterLink>
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
