import { Badge, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AwaitingReviewItem, DraftStatus } from '../../../shared/contract';
import { EntryList, ListCard } from '../../components/list-section';
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

function AwaitingReviewEntry({ entry }: { entry: AwaitingReviewItem }) {
  const badge = DRAFT_BADGES[entry.draft_status];
  return (
    <Box as="li">
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
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
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
  );
}

/** The latest essays no instructor has released yet, oldest first, each one click from its grading screen. */
export function AdminAwaitingReview() {
  const { data, isLoading, isError } = useGetAwaitingReviewQuery();
  return (
    <ListCard
      id="awaiting-review-heading"
      title="Submissions awaiting review"
      cardProps={{ id: AWAITING_REVIEW_ID, tabIndex: -1 }}
      items={data}
      isLoading={isLoading}
      loadingLabel="Loading the essays awaiting review…"
      failure={isError && <LoadFailedAlert message="Failed to fetch the essays awaiting review" />}
      empty={<Text color="fg.muted">No essays are waiting for review.</Text>}
    >
      {(entries) => (
        <EntryList gap="3" aria-labelledby="awaiting-review-heading">
          {entries.map((entry) => (
            <AwaitingReviewEntry key={entry.submission_id} entry={entry} />
          ))}
        </EntryList>
      )}
    </ListCard>
  );
}
