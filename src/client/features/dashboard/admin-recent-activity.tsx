import { Badge, Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ActivityEvent } from '../../../shared/contract';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailedAlert } from '../../components/query-states';
import { formatDateTime } from '../../lib/date-format';
import { paths } from '../../lib/paths';
import { useGetRecentActivityQuery } from './admin-activity-api';

const gradingPath = (event: ActivityEvent) => paths.grading(event.assignment_id, event.submission_id);

function describe(event: ActivityEvent) {
  if (event.kind === 'released') return `Feedback released to ${event.student_name}: ${event.grade}/100`;
  const resubmitted = event.version > 1 ? ` (version ${event.version})` : '';
  return `${event.student_name} submitted an essay${resubmitted}`;
}

/** The latest essays handed in and feedback released, newest first, each one click from its essay. */
export function AdminRecentActivity() {
  const { data: events, isLoading, isError } = useGetRecentActivityQuery();
  return (
    <Card.Root as="section" aria-labelledby="recent-activity-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="recent-activity-heading">
          Recent activity
        </Heading>
      </Card.Header>
      <Card.Body>
        {isLoading && <LoadingSpinner label="Loading recent activity…" />}
        {isError && <LoadFailedAlert message="Failed to fetch recent activity" />}
        {events?.length === 0 && <Text color="fg.muted">No essays have been submitted yet.</Text>}
        {events && events.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" aria-labelledby="recent-activity-heading">
            {events.map((event) => (
              <Box as="li" key={`${event.kind}-${event.submission_id}`}>
                <HStack gap="3" wrap="wrap">
                  <Badge colorPalette={event.kind === 'released' ? 'green' : 'blue'}>
                    {event.kind === 'released' ? 'Released' : 'Submitted'}
                  </Badge>
                  <Link asChild fontWeight="medium">
                    <RouterLink to={gradingPath(event)}>{describe(event)}</RouterLink>
                  </Link>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {event.assignment_title}, {event.course_title}, {formatDateTime(event.at)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
