import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useGetAssignmentFeedbackQuery } from '../feedback-api';
import { FeedbackDetail } from './feedback-detail';
import { PrintLayout } from './print-layout';

// Section 8: what the feedback detail says when there is no such assignment or nothing of the student's.
const NOT_FOUND = { title: 'Assignment Not Found', message: 'Assignment not found or no feedback available' };

function BackButton({ id }: { id: number }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" _print={{ display: 'none' }}>
      <RouterLink to={`/user/review/${id}`}>← Back</RouterLink>
    </Button>
  );
}

/**
 * /user/feedback/{assignmentId} and /user/review-feedback/{assignmentId} (section 2: Assignment
 * feedback detail): the detail once it has loaded (feedback-detail.tsx), else why it could not.
 */
export function AssignmentFeedbackPage({ id }: { id: number }) {
  const userState = useAppSelector(selectUserState);
  const { data, isLoading, error } = useGetAssignmentFeedbackQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading feedback…" />;
  if (!data) {
    return (
      <Stack gap="4">
        <BackButton id={id} />
        <LoadFailure
          error={error}
          userState={userState}
          failedMessage="Failed to load assignment details"
          notFound={NOT_FOUND}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="6" data-print-page="">
      <PrintLayout />
      <BackButton id={id} />
      <FeedbackDetail data={data} />
    </Stack>
  );
}
