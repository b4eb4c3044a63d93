import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { ActivityEvent } from '../../../shared/contract';
import { AppLink } from '../../components/app-link';
import { EntryList, ListCard } from '../../components/list-section';
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

function ActivityEntry({ event }: { event: ActivityEvent }) {
  return (
    <Box as="li">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={event.kind === 'released' ? 'green' : 'blue'}>
          {event.kind === 'released' ? 'Released' : 'Submitted'}
        </Badge>
        <AppLink to={gradingPath(event)} fontWeight="medium">
          {describe(event)}
        </AppLink>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {event.assignment_title}, {event.course_title}, {formatDateTime(event.at)}
      </Text>
    </Box>
  );
}

/** The latest essays handed in and feedback released, newest first, each one click from its essay. */
export function AdminRecentActivity() {
  const { data, isLoading, isError } = useGetRecentActivityQuery();
  return (
    <ListCard
      id="recent-activity-heading"
      title="Recent activity"
      items={data}
      isLoading={isLoading}
      loadingLabel="Loading recent activity…"
      failure={isError && <LoadFailedAlert message="Failed to fetch recent activity" />}
      empty={<Text color="fg.muted">No essays have been submitted yet.</Text>}
    >
      {(events) => (
        <EntryList gap="3" aria-labelledby="recent-activity-heading">
          {events.map((event) => (
            <ActivityEntry key={`${event.kind}-${event.submission_id}`} event={event} />
          ))}
        </EntryList>
      )}
    </ListCard>
  );
}
