import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { type MouseEvent, useRef, useState } from 'react';
import type { Assignment, AssignmentBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { RubricEditor } from '../../rubrics/components/rubric-editor';
import { selectAllAssignments } from '../assignment-entities';
import { assignmentDraftOf, emptyAssignmentDraft } from '../assignment-rules';
import {
  useCreateAssignmentMutation,
  useGetWeekAssignmentsQuery,
  useUpdateAssignmentMutation,
} from '../assignments-api';
import { AssignmentForm } from './assignment-form';
import { AssignmentTable } from './assignment-table';

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; assignment: Assignment }
  | { kind: 'rubric'; assignment: Assignment }
  | null;

/** The Assignments section of Week Detail: the list, and one form that adds or edits an assignment. */
export function AssignmentsSection({ weekId }: { weekId: number }) {
  const { data, isLoading, isError } = useGetWeekAssignmentsQuery(weekId);
  const assignments = data && selectAllAssignments(data);
  const [createAssignment] = useCreateAssignmentMutation();
  const [updateAssignment] = useUpdateAssignmentMutation();
  const [editing, setEditing] = useState<Editing>(null);
  // Closing the form returns focus to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: Editing, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };

  const onSave = async (body: AssignmentBody) => {
    const existing = editing?.kind === 'edit' ? editing.assignment : null;
    const outcome = existing
      ? await saveOutcome(
          () => updateAssignment({ id: existing.id, body }).unwrap(),
          'Failed to save assignment',
        )
      : await saveOutcome(() => createAssignment({ weekId, body }).unwrap(), 'Failed to add assignment');
    if (!outcome) {
      toaster.create({
        type: 'success',
        title: `Assignment '${body.title}' ${existing ? 'saved' : 'added'}.`,
      });
      close();
    }
    return outcome;
  };

  return (
    <Stack as="section" aria-labelledby="assignments-heading" gap="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="lg" id="assignments-heading">
          Assignments
        </Heading>
        <Button
          size="sm"
          aria-expanded={editing?.kind === 'new'}
          onClick={(event) => open({ kind: 'new' }, event)}
        >
          New assignment
        </Button>
      </Flex>
      {isLoading && <LoadingSpinner label="Loading assignments…" />}
      {isError && <LoadFailedAlert message="Failed to fetch assignments" />}
      {assignments?.length === 0 && <EmptyState>This week has no assignments yet.</EmptyState>}
      {assignments && assignments.length > 0 && (
        <AssignmentTable
          assignments={assignments}
          onEdit={(assignment, event) => open({ kind: 'edit', assignment }, event)}
          onEditRubric={(assignment, event) => open({ kind: 'rubric', assignment }, event)}
        />
      )}
      {editing?.kind === 'rubric' && (
        <RubricEditor key={editing.assignment.id} assignment={editing.assignment} onClose={close} />
      )}
      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <AssignmentForm
          key={editing.kind === 'edit' ? editing.assignment.id : 'new'}
          initial={editing.kind === 'edit' ? assignmentDraftOf(editing.assignment) : emptyAssignmentDraft}
          label={editing.kind === 'edit' ? `Edit assignment ${editing.assignment.title}` : 'New assignment'}
          submitLabel={editing.kind === 'edit' ? 'Save assignment' : 'Add assignment'}
          onSave={onSave}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
