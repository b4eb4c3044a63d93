import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { createSelector } from '@reduxjs/toolkit';
import type { DueAssignment } from '../../../../shared/contract';
import { AppLink } from '../../../components/app-link';
import { EntryList, ListSection } from '../../../components/list-section';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { networkErrorMessage } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { dueAssignmentList } from '../due-assignment-entities';
import { useGetDueAssignmentsQuery } from '../student-courses-api';

// The list holds soonest due first, undated last. Graded work is done and leaves it (its grade is under
// Recent Grades); work still to hand in goes before work awaiting feedback, keeping that order within
// each group (Array.prototype.sort is stable). Memoised, so a render without a new answer sorts nothing.
const handedIn = (assignment: DueAssignment) => assignment.status === 'submitted';
const selectStillDue = createSelector([dueAssignmentList.selectAll], (assignments) =>
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

function DueAssignmentEntry({ assignment }: { assignment: DueAssignment }) {
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap">
      <Stack gap="0">
        <AppLink to={linkOf(assignment)} fontWeight="medium">
          {assignment.title}
        </AppLink>
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
  );
}

/** The dashboard's assignments across the student's courses, each leading to where it is written. */
export function DueAssignmentsSection() {
  const { data, isLoading, error } = useGetDueAssignmentsQuery();
  return (
    <ListSection
      id="due-assignments-heading"
      title="Assignments due"
      gap="3"
      items={data && selectStillDue(data)}
      isLoading={isLoading}
      loadingLabel="Loading your assignments…"
      failure={
        error && <LoadFailedAlert message={networkErrorMessage(error) ?? 'Failed to fetch assignments'} />
      }
      empty={
        <EmptyState>
          {data?.ids.length === 0 ? 'No assignments yet.' : 'Nothing is due: every assignment is graded.'}
        </EmptyState>
      }
    >
      {(assignments) => (
        <EntryList gap="3">
          {assignments.map((assignment) => (
            <DueAssignmentEntry key={assignment.id} assignment={assignment} />
          ))}
        </EntryList>
      )}
    </ListSection>
  );
}
