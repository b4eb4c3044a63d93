import { Button, HStack, Table, VisuallyHidden } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Assignment } from '../../../../shared/contract';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { paths } from '../../../lib/paths';
import { dueLabel, wordLimitsLabel } from '../assignment-labels';
import { DeleteAssignmentButton } from './delete-assignment-button';

interface AssignmentTableProps {
  assignments: Assignment[];
  onEdit: (assignment: Assignment, event: MouseEvent<HTMLButtonElement>) => void;
  onEditRubric: (assignment: Assignment, event: MouseEvent<HTMLButtonElement>) => void;
}

/** The week's assignments with what a student is held to: the due date and the word limits. */
export function AssignmentTable({ assignments, onEdit, onEditRubric }: AssignmentTableProps) {
  return (
    <TableFrame>
      <Table.Root aria-label="Assignments of the week">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader>Due</Table.ColumnHeader>
            <Table.ColumnHeader>Word limits</Table.ColumnHeader>
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {assignments.map((assignment) => (
            <Table.Row key={assignment.id}>
              <Table.Cell>{assignment.title}</Table.Cell>
              <Table.Cell>{dueLabel(assignment.due_at)}</Table.Cell>
              <Table.Cell>{wordLimitsLabel(assignment)}</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <HStack wrap="wrap">
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
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
