import { Flex, Stack, Text } from '@chakra-ui/react';
import { createSelector } from '@reduxjs/toolkit';
import type { GradeItem } from '../../../../shared/contract';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';
import { AppLink } from '../../../components/app-link';
import { EntryList, ListSection } from '../../../components/list-section';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { formatDate } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { gradeList } from '../grade-entities';
import { GRADE_MESSAGES } from '../grade-messages';
import { useGetStudentGradesQuery } from '../grades-api';
import { GradeChip } from './grade-chip';
import { RemoveGradeButton } from './remove-grade-button';

/** How many grades the dashboard lists; the rest are one review page away. */
export const RECENT_GRADES_SHOWN = 5;

const newestFirst = (a: GradeItem, b: GradeItem) => (b.graded_at ?? '').localeCompare(a.graded_at ?? '');

// Memoised on the list, so a render without a new answer sorts nothing.
const selectRecentGrades = createSelector([gradeList.selectAll], (grades) =>
  [...grades].sort(newestFirst).slice(0, RECENT_GRADES_SHOWN),
);

function RecentGrade({ entry }: { entry: GradeItem }) {
  return (
    <Flex as="li" align="center" gap="3" wrap="wrap" py="2" borderBottomWidth="1px">
      <Stack gap="0" flex="1" minWidth="12rem">
        <AppLink to={paths.assignmentReview(entry.assignment_id)} fontWeight="medium">
          {entry.assignment_title}
        </AppLink>
        {entry.graded_at && (
          <Text textStyle="xs" color="fg.muted">
            Graded <time dateTime={entry.graded_at}>{formatDate(entry.graded_at)}</time>
          </Text>
        )}
      </Stack>
      <GradeChip grade={entry.grade} />
      <RemoveGradeButton entry={entry} />
    </Flex>
  );
}

/** The student's latest released grades (section 4), for the dashboard. */
export function RecentGrades() {
  // Section 6: a student who is not enrolled (or not approved) has no grades to be shown.
  const { canViewGrades } = useAppSelector(selectPermissions);
  const { data, isLoading, error } = useGetStudentGradesQuery(undefined, { skip: !canViewGrades });
  if (!canViewGrades) return null;
  return (
    <ListSection
      id="recent-grades-heading"
      title="Recent Grades"
      gap="3"
      // A failed refresh shows the failure alone, not the grades it could not bring up to date.
      items={data && !error ? selectRecentGrades(data) : undefined}
      isLoading={isLoading}
      loadingLabel="Loading your grades…"
      failure={Boolean(error) && <LoadFailedAlert message={GRADE_MESSAGES.grades} />}
      empty={<EmptyState>No grades yet.</EmptyState>}
    >
      {(recent) => (
        <EntryList gap="0" aria-labelledby="recent-grades-heading">
          {recent.map((entry) => (
            <RecentGrade key={entry.submission_id} entry={entry} />
          ))}
        </EntryList>
      )}
    </ListSection>
  );
}
