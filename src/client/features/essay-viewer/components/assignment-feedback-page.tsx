import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectAuth, selectUserState } from '../../../app/session';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { useGetAssignmentFeedbackQuery, useGetAssignmentFeedbackVersionQuery } from '../feedback-api';
import { FeedbackDetail } from './feedback-detail';
import { PrintLayout } from './print-layout';
import { VersionSwitcher } from './version-switcher';

// Section 8: what the feedback detail says when there is no such assignment or nothing of the student's.
const NOT_FOUND = { title: 'Assignment Not Found', message: 'Assignment not found or no feedback available' };

function BackButton({ id }: { id: number }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" _print={{ display: 'none' }}>
      <RouterLink to={paths.assignmentReview(id)}>← Back</RouterLink>
    </Button>
  );
}

/** The assignment as the app layer looked it up: the course the printed copy names. */
export interface FeedbackAssignmentLookup {
  courseTitle: string | null;
  failed: boolean;
}

/**
 * /user/feedback/{assignmentId} and /user/review-feedback/{assignmentId} (section 2: Assignment
 * feedback detail): the detail once it has loaded (feedback-detail.tsx), else why it could not. The
 * feedback stands on its own; when the assignment's own details fail, section 8's sentence says so.
 */
export function AssignmentFeedbackPage({
  id,
  assignment,
}: {
  id: number;
  assignment?: FeedbackAssignmentLookup;
}) {
  const userState = useAppSelector(selectUserState);
  const { username } = useAppSelector(selectAuth);
  // ?version=N shows an earlier version of the essay (the revision loop); the latest otherwise.
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('version')) || null;
  const latest = useGetAssignmentFeedbackQuery(id);
  const earlier = useGetAssignmentFeedbackVersionQuery(
    { assignmentId: id, version: wanted ?? 0 },
    { skip: wanted === null || wanted === latest.data?.version },
  );
  const { data, isLoading, isFetching, error } =
    wanted === null || wanted === latest.data?.version || latest.isLoading ? latest : earlier;
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
      {assignment?.failed && (
        <Stack _print={{ display: 'none' }}>
          <LoadFailedAlert message="Failed to fetch complete assignment details" />
        </Stack>
      )}
      <FeedbackDetail
        data={data}
        studentName={username ?? ''}
        courseTitle={assignment?.courseTitle ?? null}
        versionSwitcher={
          <VersionSwitcher
            versions={data.versions}
            current={data.version}
            onChange={(version) =>
              setSearch(version === latest.data?.version ? {} : { version: String(version) }, {
                replace: true,
              })
            }
          />
        }
        loadingVersion={isFetching}
      />
    </Stack>
  );
}
