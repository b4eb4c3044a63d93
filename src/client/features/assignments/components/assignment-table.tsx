import { Button, VisuallyHidden } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Assignment } from '../../../../shared/contract';
import { type DataColumn, DataTable, RowActions } from '../../../components/data-table';
import { paths } from '../../../lib/paths';
import { dueLabel, wordLimitsLabel } from '../assignment-labels';
import { DeleteAssignmentButton } from './delete-assignment-button';

type OpenHandler = (assignment: Assignment, event: MouseEvent<HTMLButtonElement>) => void;

interface AssignmentTableProps {
  assignments: Assignment[];
  onEdit: OpenHandler;
  onEditRubric: OpenHandler;
}

const COLUMNS: DataColumn<Assignment>[] = [
  { label: 'Title', cell: (assignment) => assignment.title },
  { label: 'Due', cell: (assignment) => dueLabel(assignment.due_at) },
  { label: 'Word limits', cell: wordLimitsLabel },
];

/** The week's assignments with what a student is held to: the due date and the word limits. */
export function AssignmentTable({ assignments, onEdit, onEditRubric }: AssignmentTableProps) {
  const actions: DataColumn<Assignment> = {
    label: 'Actions',
    actions: true,
    cell: (assignment) => (
      <RowActions>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.submissions(assignment.id)}>
            Submissions<VisuallyHidden> of {assignment.title}</VisuallyHidden>
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" onClick={(event) => onEdit(assignment, event)}>
          Edit<VisuallyHidden> {assignment.title}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="outline" onClick={(event) => onEditRubric(assignment, event)}>
          Rubric<VisuallyHidden> of {assignment.title}</VisuallyHidden>
        </Button>
        <DeleteAssignmentButton assignment={assignment} />
      </RowActions>
    ),
  };
  return <DataTable label="Assignments of the week" rows={assignments} columns={[...COLUMNS, actions]} />;
}
