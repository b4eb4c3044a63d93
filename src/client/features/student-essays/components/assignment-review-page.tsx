import { Badge, Button, Grid, GridItem, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { LoadFailedAlert } from '../../../components/query-states';
import { networkErrorMessage, statusOf } from '../../../lib/api-error-message';
import { paths } from '../../../lib/paths';
import { deriveSubmissionStatus } from '../../../lib/release-rules';
import { useGetStudentAssignmentQuery } from '../submissions-api';
import { InstructorFeedbackCard } from './instructor-feedback-card';
import { ReviewBackButton } from './review-back-button';
import { ReviewGradeChip } from './review-grade-chip';
import { SubmissionCard } from './submission-card';

const NOT_FOUND = 'Assignment not found or no submission available';
const STATUS_LABELS = {
  graded: 'Graded',
  submitted: 'Submitted',
  draft: 'Draft',
  not_started: 'Not started',
};

/** /user/review/{assignmentId} (section 2: Assignment review). */
export function AssignmentReviewPage({ id }: { id: number }) {
  const permissions = useAppSelector(selectPermissions);
  const { data: assignment, isLoading, error } = useGetStudentAssignmentQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading your submission…" />;
  const submission = assignment?.latest_submission;
  if (!assignment || !submission) {
    // Section 8: a missing assignment (404, or 403 outside the student's courses) reads as not found.
    const status = statusOf(error);
    const message =
      !error || status === 404 || status === 403 ? NOT_FOUND : 'Failed to load assignment details';
    return (
      <Stack gap="4">
        <ReviewBackButton />
        <LoadFailedAlert message={networkErrorMessage(error) ?? message} />
      </Stack>
    );
  }

  const status = deriveSubmissionStatus(submission);
  // Section 6: grades and feedback are shown to those allowed to view grades, and only once released.
  const showGrade = permissions.canViewGrades && submission.released && submission.grade != null;
  const mayRevise = assignment.can_submit && permissions.canSubmitAssignment(assignment);
  return (
    <Stack gap="6">
      <ReviewBackButton weekId={assignment.week_id} courseId={assignment.course_id} />
      <PageHeader
        title={assignment.title}
        context={assignment.course_title}
        badges={
          showGrade && submission.grade != null ? (
            <ReviewGradeChip grade={submission.grade} />
          ) : (
            <Badge size="lg">{STATUS_LABELS[status]}</Badge>
          )
        }
        actions={
          mayRevise && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.writeEssay(assignment.id)}>Revise essay</RouterLink>
            </Button>
          )
        }
      />
      {/* Section 2's layout: essay 7 columns and sidebar 5 on wide screens, both 12 on small ones. */}
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="6">
        <GridItem colSpan={{ base: 12, lg: 7 }}>
          <SubmissionCard assignmentTitle={assignment.title} submission={submission} />
        </GridItem>
        <GridItem colSpan={{ base: 12, lg: 5 }}>
          <InstructorFeedbackCard
            assignmentId={assignment.id}
            submission={submission}
            released={permissions.canViewGrades && submission.released}
          />
        </GridItem>
      </Grid>
    </Stack>
  );
}
