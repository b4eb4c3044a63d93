import { Button, Stack, Text } from '@chakra-ui/react';
import { type MouseEvent, useRef, useState } from 'react';
import type { Assignment, AssignmentBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ListSection } from '../../../components/list-section';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { RubricEditor } from '../../rubrics';
import { assignmentList } from '../assignment-entities';
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
  /** `atRubric`: opened from the row's Rubric button, or just added, so the person continues there. */
  | { kind: 'edit'; assignment: Assignment; atRubric: boolean }
  | null;

/**
 * The Assignments section of Week Detail: the list, and one panel that adds or edits an assignment,
 * its rubric included. A new assignment's panel goes on to its rubric once it is added, since the
 * rubric is stored against the assignment.
 */
export function AssignmentsSection({ weekId }: { weekId: number }) {
  const { data, isLoading, isError } = useGetWeekAssignmentsQuery(weekId);
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
    if (existing) {
      const outcome = await saveOutcome(
        () => updateAssignment({ id: existing.id, body }).unwrap(),
        'Failed to save assignment',
      );
      if (!outcome) {
        toaster.create({ type: 'success', title: `Assignment '${body.title}' saved.` });
        close();
      }
      return outcome;
    }
    const added: { assignment?: Assignment } = {};
    const outcome = await saveOutcome(async () => {
      added.assignment = await createAssignment({ weekId, body }).unwrap();
    }, 'Failed to add assignment');
    if (!outcome && added.assignment) {
      toaster.create({ type: 'success', title: `Assignment '${body.title}' added.` });
      setEditing({ kind: 'edit', assignment: added.assignment, atRubric: true });
    }
    return outcome;
  };

  const editPanel = editing?.kind === 'edit' && (
    <Stack key={editing.assignment.id} gap="6" borderTopWidth="1px" pt="4">
      <AssignmentForm
        initial={assignmentDraftOf(editing.assignment)}
        label={`Edit assignment ${editing.assignment.title}`}
        submitLabel="Save assignment"
        onSave={onSave}
        onCancel={close}
        focusFirstField={!editing.atRubric}
      />
      <RubricEditor assignment={editing.assignment} focusOnOpen={editing.atRubric} />
    </Stack>
  );

  return (
    <ListSection
      id="assignments-heading"
      title="Assignments"
      gap="4"
      action={
        <Button
          size="sm"
          aria-expanded={editing?.kind === 'new'}
          onClick={(event) => open({ kind: 'new' }, event)}
        >
          New assignment
        </Button>
      }
      items={data && assignmentList.selectAll(data)}
      isLoading={isLoading}
      loadingLabel="Loading assignments…"
      failure={isError && <LoadFailedAlert message="Failed to fetch assignments" />}
      empty={<EmptyState>This week has no assignments yet.</EmptyState>}
      footer={
        <>
          {editing?.kind === 'new' && (
            <Stack gap="4" borderTopWidth="1px" pt="4">
              <AssignmentForm
                key="new"
                initial={emptyAssignmentDraft}
                label="New assignment"
                submitLabel="Add assignment"
                onSave={onSave}
                onCancel={close}
              />
              <Text color="fg.muted">Once the assignment is added, its rubric can be written here.</Text>
            </Stack>
          )}
          {editPanel}
        </>
      }
    >
      {(assignments) => (
        <AssignmentTable
          assignments={assignments}
          onEdit={(assignment, event) => open({ kind: 'edit', assignment, atRubric: false }, event)}
          onEditRubric={(assignment, event) => open({ kind: 'edit', assignment, atRubric: true }, event)}
        />
      )}
    </ListSection>
  );
}
