import { Badge, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { createSelector } from '@reduxjs/toolkit';
import { Link as RouterLink } from 'react-router';
import type { DueAssignment } from '../../../../shared/contract';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { networkErrorMessage } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { selectAllDueAssignments } from '../due-assignment-entities';
import { useGetDueAssignmentsQuery } from '../student-courses-api';

// The list holds soonest due first, undated last. Graded work is done and leaves it (its grade is under
// Recent Grades); work still to hand in goes before work awaiting feedback, keeping that order within
// each group (Array.prototype.sort is stable). Memoised, so a render without a new answer sorts nothing.
const handedIn = (assignment: DueAssignment) => assignment.status === 'submitted';
const selectStillDue = createSelector([selectAllDueAssignments], (assignments) =>
  assignments
    .filter((assignment) => assignment.status !== 'graded')
    .sort((a, b) => Number(handedIn(a)) - Number(handedIn(b))),
);

// Work to do opens where it is written; work handed in opens its review.
const linkOf = (assignment: DueAssignment) =>
  handedIn(assignment) ? paths.assignmentReview(assignment.id) : paths.writeEssay(assignment.id);

function DueStatusBadge({ assignment }: { assignment: DueAssignment }) {
  if (!handedIn(assignment)) return <Badge colorPalette="orange">Not submitted</Badge>;
  return <Badge colorPalette="blue">Submitted</Badge>;
}

/** The dashboard's assignments across the student's courses, each leading to where it is written. */
export function DueAssignmentsSection() {
  const { data, isLoading, error } = useGetDueAssignmentsQuery();
  const assignments = data && selectStillDue(data);
  return (
    <Stack as="section" aria-labelledby="due-assignments-heading" gap="3">
      <Heading as="h2" size="lg" id="due-assignments-heading">
        Assignments due
      </Heading>
      {isLoading && <LoadingSpinner label="Loading your assignments…" />}
      {error && <LoadFailedAlert message={networkErrorMessage(error) ?? 'Failed to fetch assignments'} />}
      {data?.ids.length === 0 && <EmptyState>No assignments yet.</EmptyState>}
      {data && data.ids.length > 0 && assignments?.length === 0 && (
        <EmptyState>Nothing is due: every assignment is graded.</EmptyState>
      )}
      {assignments && assignments.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3">
          {assignments.map((assignment) => (
            <Flex as="li" key={assignment.id} justify="space-between" align="center" gap="3" wrap="wrap">
              <Stack gap="0">
                <Link asChild fontWeight="medium">
                  <RouterLink to={linkOf(assignment)}>{assignment.title}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {assignment.course_title} ·{' '}
                  {assignment.due_at ? (
                    <>
                      Due <time dateTime={assignment.due_at}>{formatDateTime(assignment.due_at)}</time>
                    </>
                  ) : (
                    'No due date'
                  )}
                </Text>
              </Stack>
              <DueStatusBadge assignment={assignment} />
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
