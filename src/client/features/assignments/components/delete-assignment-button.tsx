import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { Assignment } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { useDeleteAssignmentMutation } from '../assignments-api';

/** Deleting asks first and names the assignment (brief: confirmations before deleting). */
export function DeleteAssignmentButton({ assignment }: { assignment: Assignment }) {
  const [open, setOpen] = useState(false);
  const [deleteAssignment, { isLoading }] = useDeleteAssignmentMutation();

  const onConfirm = async () => {
    const result = await deleteAssignment(assignment.id);
    setOpen(false);
    if ('error' in result) {
      const message = errorMessage(result.error as QueryError, 'error', 'Failed to delete assignment');
      return toaster.create({ type: 'error', title: message });
    }
    toaster.create({ type: 'success', title: `Assignment '${assignment.title}' deleted.` });
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {assignment.title}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete '${assignment.title}'?`}
        confirmLabel="Delete assignment"
        busy={isLoading}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>Its submissions and feedback are deleted with it. This cannot be undone.</Text>
      </ConfirmDialog>
    </>
  );
}
