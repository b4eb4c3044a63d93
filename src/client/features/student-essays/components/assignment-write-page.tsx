import { Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import type { StudentAssignment } from '../../../../shared/contract';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions, selectUserState } from '../../../app/session';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useRevisionNotes } from '../revision-notes';
import { useGetStudentAssignmentQuery } from '../submissions-api';
import { AssignmentHeader } from './assignment-header';
import { EssayWorkspace } from './essay-workspace';
import { RevisionComments } from './revision-comments';
import { SubmittedEssay } from './submitted-essay';

/** Revising after feedback: the editor with the comments' passages marked, and the comments beside it. */
function RevisionWorkspace({ assignment }: { assignment: StudentAssignment }) {
  const revision = useRevisionNotes(assignment.id);
  return (
    // Section 2's layout: the essay 7 columns and the comments 5 on wide screens.
    <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="6" alignItems="start">
      <GridItem colSpan={{ base: 12, lg: 7 }}>
        <EssayWorkspace key={assignment.id} assignment={assignment} passages={revision.passages} />
      </GridItem>
      <GridItem colSpan={{ base: 12, lg: 5 }}>
        <RevisionComments revision={revision} version={assignment.latest_submission!.version} />
      </GridItem>
    </Grid>
  );
}

/** /user/assignments/{id}: the instructions and the essay, written here and submitted from here. */
export function AssignmentWritePage({ id }: { id: number }) {
  const permissions = useAppSelector(selectPermissions);
  const userState = useAppSelector(selectUserState);
  const { data: assignment, isLoading, error } = useGetStudentAssignmentQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading the assignment…" />;
  if (error || !assignment)
    return (
      <LoadFailure
        userState={userState}
        error={error}
        failedMessage="Failed to load assignment details"
        notFound="Assignment not found"
      />
    );

  // Section 6: only an enrolled student may submit; released feedback closes the essay unless the
  // assignment allows revisions (can_submit says which).
  const mayWrite = permissions.canSubmitAssignment(assignment);
  // After release, with a revision allowed, the editor opens on the released text with its comments.
  const revising = Boolean(assignment.latest_submission?.released);
  return (
    <Stack gap="8">
      <AssignmentHeader assignment={assignment} />
      <Stack as="section" aria-labelledby="instructions-heading" gap="3">
        <Heading as="h2" size="lg" id="instructions-heading">
          Instructions
        </Heading>
        <SanitizedHtml html={assignment.instructions_html} />
      </Stack>
      {!mayWrite ? (
        <Text color="fg.muted">You cannot submit essays in this course.</Text>
      ) : assignment.can_submit && revising ? (
        <RevisionWorkspace assignment={assignment} />
      ) : assignment.can_submit ? (
        <EssayWorkspace key={assignment.id} assignment={assignment} />
      ) : (
        <SubmittedEssay assignment={assignment} />
      )}
    </Stack>
  );
}
