import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { errorMessage } from '../../../lib/api-error-message';
import { paths } from '../../../lib/paths';
import { DRAFT_POLL_MS, isDrafting } from '../draft-progress';
import {
  gradingApi,
  useGetAssignmentStudentsQuery,
  useGetAssignmentSubmissionsQuery,
  useGetRevealedSubmissionsQuery,
} from '../grading-api';
import { submissionList } from '../submission-entities';
import { MissingTable } from './missing-table';
import { SubmissionsTable } from './submissions-table';

type Shown = 'all' | 'late' | 'missing';

interface SubmissionsPageProps {
  assignmentId: number;
  /** The assignment as the app layer looked it up, for its title and the way back to its week. */
  assignment?: { title: string; week_id: number; anonymous_grading?: boolean };
}

/** /admin/apps/assignments/{id}/submissions: the students' latest essays for one assignment. */
export function SubmissionsPage({ assignmentId, assignment }: SubmissionsPageProps) {
  // Ask again every few seconds while any draft is still being written, and stop once all are done.
  const { data: cached } = gradingApi.endpoints.getAssignmentSubmissions.useQueryState(assignmentId);
  const drafting = cached
    ? submissionList.selectAll(cached).some((row) => isDrafting(row.draft_status))
    : false;
  const { data, isLoading, error } = useGetAssignmentSubmissionsQuery(assignmentId, {
    pollingInterval: drafting ? DRAFT_POLL_MS : 0,
  });
  // Names of an anonymous assignment, asked for once the instructor confirms; the server logs it.
  const [asking, setAsking] = useState(false);
  const [revealing, setRevealing] = useState(false);
  const revealed = useGetRevealedSubmissionsQuery(assignmentId, { skip: !revealing });
  const shownData = revealing && revealed.data ? revealed.data : data;
  const all = shownData && submissionList.selectAll(shownData);
  const { data: students, error: studentsError } = useGetAssignmentStudentsQuery(assignmentId);
  const [shown, setShown] = useState<Shown>('all');
  const missing = students?.filter((student) => student.missing) ?? [];
  const late = all?.filter((row) => row.late) ?? [];
  const rows = shown === 'late' ? late : shown === 'missing' ? [] : all;

  return (
    <Stack gap="6">
      <PageHeader
        title="Submissions"
        context={assignment?.title}
        description="Each student's latest version, the engine's draft and your review."
        actions={
          assignment && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.weekDetail(assignment.week_id)}>Back to the week</RouterLink>
            </Button>
          )
        }
      />
      {assignment?.anonymous_grading && (
        <Stack gap="2" align="flex-start">
          <Text color="fg.muted">
            {revealing && revealed.data
              ? 'Names revealed on this page. They are hidden again when you leave it.'
              : 'Graded anonymously: students appear as “Student 1”, “Student 2”… until each essay’s feedback is released.'}
          </Text>
          {revealing ? (
            <Button size="sm" variant="outline" onClick={() => setRevealing(false)}>
              Hide names
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
              Reveal names
            </Button>
          )}
          {revealed.isFetching && <LoadingSpinner label="Revealing names…" />}
          {revealed.error && (
            <LoadFailedAlert
              message={errorMessage(revealed.error, 'error', 'The names could not be revealed')}
            />
          )}
          <ConfirmDialog
            open={asking}
            title="Reveal the students’ names?"
            confirmLabel="Reveal names"
            tone="neutral"
            onConfirm={() => {
              setAsking(false);
              setRevealing(true);
            }}
            onClose={() => setAsking(false)}
          >
            <Text>
              You see who wrote each essay on this page. Grading without names is fairest until you release
              feedback, and each reveal is recorded in the logs.
            </Text>
          </ConfirmDialog>
        </Stack>
      )}
      {isLoading && <LoadingSpinner label="Loading submissions…" />}
      {error && <LoadFailedAlert message={errorMessage(error, 'error', 'Failed to fetch submissions')} />}
      {all && (
        <HStack gap="2" role="group" aria-label="Show" wrap="wrap">
          {(
            [
              ['all', `All (${all.length})`],
              ['late', `Late (${late.length})`],
              ['missing', `Missing (${missing.length})`],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={shown === value ? 'solid' : 'outline'}
              aria-pressed={shown === value}
              onClick={() => setShown(value)}
            >
              {label}
            </Button>
          ))}
        </HStack>
      )}
      {shown === 'all' && all?.length === 0 && <EmptyState>No submissions yet</EmptyState>}
      {shown === 'late' && all && late.length === 0 && <EmptyState>No essay came in late</EmptyState>}
      {rows && rows.length > 0 && <SubmissionsTable rows={rows} />}
      {/* Said once: when the list itself failed, its alert already says so. */}
      {!error && studentsError && (
        <LoadFailedAlert message={errorMessage(studentsError, 'error', 'Failed to fetch who is missing')} />
      )}
      {shown !== 'late' && missing.length > 0 && (
        <Stack gap="3" as="section" aria-labelledby="missing-heading">
          <Heading as="h2" size="md" id="missing-heading">
            Missing: due date passed, nothing submitted
          </Heading>
          <MissingTable assignmentId={assignmentId} rows={missing} />
        </Stack>
      )}
      {shown === 'missing' && students && missing.length === 0 && (
        <EmptyState>Nobody is missing: everyone submitted or is not due yet</EmptyState>
      )}
    </Stack>
  );
}
