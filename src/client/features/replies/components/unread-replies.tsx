import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { UnreadReplies as Entries } from '../../../../shared/contract/feedback';
import { LoadFailedAlert } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { useGetUnreadRepliesQuery } from '../replies-api';

interface UnreadRepliesProps {
  reader: 'student' | 'instructor';
}

const linkOf = (entry: Entries[number], reader: UnreadRepliesProps['reader']) =>
  reader === 'student'
    ? paths.assignmentFeedback(entry.assignment_id)
    : paths.grading(entry.assignment_id, entry.submission_id);

/**
 * On a dashboard, the essays with replies the reader has not read yet, each a link to where they are
 * answered; nothing at all while it loads or when there are none, so the dashboard stays as it was.
 */
export function UnreadReplies({ reader }: UnreadRepliesProps) {
  const { data: entries, isError, refetch } = useGetUnreadRepliesQuery();
  // A failure is said, since saying nothing would read as "no new replies".
  if (isError) return <LoadFailedAlert message="New replies could not be checked." onRetry={refetch} />;
  if (!entries || entries.length === 0) return null;
  const total = entries.reduce((sum, entry) => sum + entry.unread, 0);
  const title = reader === 'student' ? 'New replies from your instructor' : 'New replies from students';
  return (
    <Card.Root as="section" aria-labelledby="unread-replies-heading">
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="unread-replies-heading">
            {title}
          </Heading>
          <Badge colorPalette="blue">{total} unread</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none">
          {entries.map((entry) => (
            <Stack as="li" key={entry.submission_id} gap="0">
              <Link asChild fontWeight="medium" colorPalette="blue">
                <RouterLink to={linkOf(entry, reader)}>
                  {reader === 'student'
                    ? entry.assignment_title
                    : `${entry.student_name}: ${entry.assignment_title}`}
                </RouterLink>
              </Link>
              <Text textStyle="sm" color="fg.muted">
                {entry.unread} {entry.unread === 1 ? 'reply' : 'replies'}, the latest{' '}
                <time dateTime={entry.latest_at}>{formatDateTime(entry.latest_at)}</time>
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
