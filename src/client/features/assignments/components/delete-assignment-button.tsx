import type { Assignment } from '../../../../shared/contract';
import { DeleteWithSubmissionsButton } from '../../../components/delete-with-submissions-button';
import { useDeleteAssignmentMutation } from '../assignments-api';

/** Deleting asks first and names the assignment; essays in it need a second answer. */
export function DeleteAssignmentButton({ assignment }: { assignment: Assignment }) {
  const [deleteAssignment] = useDeleteAssignmentMutation();
  return (
    <DeleteWithSubmissionsButton
      kind="assignment"
      name={assignment.title}
      consequence="Its instructions and word limits are deleted with it."
      remove={(confirmed) => deleteAssignment({ id: assignment.id, confirmed })}
    />
  );
}
