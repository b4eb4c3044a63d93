import { Card, Flex, HStack, Text } from '@chakra-ui/react';
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
import { useGetStudentFeedbackQuery, useGetSubmissionGradeQuery } from '../grades-api';
import { GradeChip } from './grade-chip';
import { RemoveGradeButton } from './remove-grade-button';

/**
 * One released piece of feedback: its grade and words as GET /submissions/{id}/grade gives them now
 * (section 7), the list's own copy until that answers, and a way into the whole feedback.
 */
function RecentFeedbackEntry({ entry }: { entry: GradeItem }) {
  const { data: current, isError } = useGetSubmissionGradeQuery(entry.submission_id);
  const grade = current ? current.grade : entry.grade;
  const feedback = (current ? current.feedback : entry.feedback)?.trim();
  const gradedAt = current ? current.graded_at : entry.graded_at;
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <AppLink to={paths.assignmentFeedback(entry.assignment_id)} fontWeight="medium">
            {entry.assignment_title}
          </AppLink>
          <GradeChip grade={grade} />
        </Flex>
        {isError && (
          <Text textStyle="sm" color="fg.error" role="alert">
            {GRADE_MESSAGES.submissionGrade}
          </Text>
        )}
        {feedback && <Text lineClamp={3}>{feedback}</Text>}
        <HStack justify="space-between" gap="3" wrap="wrap">
          {gradedAt ? (
            <Text textStyle="xs" color="fg.muted">
              Released <time dateTime={gradedAt}>{formatDate(gradedAt)}</time>
            </Text>
          ) : (
            <span />
          )}
          <RemoveGradeButton entry={entry} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The dashboard's latest released feedback: section 4 keeps only the single most recent entry. */
export function RecentFeedback() {
  // Section 6: a student who is not enrolled (or not approved) has no feedback to be shown.
  const { canViewGrades } = useAppSelector(selectPermissions);
  const { data, isLoading, error } = useGetStudentFeedbackQuery(undefined, { skip: !canViewGrades });
  if (!canViewGrades) return null;
  return (
    <ListSection
      id="recent-feedback-heading"
      title="Recent Feedback"
      gap="3"
      // A failed refresh shows the failure alone, not the entries it could not bring up to date.
      items={data && !error ? gradeList.selectAll(data) : undefined}
      isLoading={isLoading}
      loadingLabel="Loading your feedback…"
      failure={Boolean(error) && <LoadFailedAlert message={GRADE_MESSAGES.feedback} />}
      empty={<EmptyState>No feedback yet.</EmptyState>}
    >
      {(entries) => (
        <EntryList gap="3" aria-labelledby="recent-feedback-heading">
          {entries.map((entry) => (
            <RecentFeedbackEntry key={entry.submission_id} entry={entry} />
          ))}
        </EntryList>
      )}
    </ListSection>
  );
}
