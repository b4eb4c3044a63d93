import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { Week } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { useDeleteWeekMutation } from '../weeks-api';

/** A week's lessons and assignments go with it, so the dialog names the week before deleting. */
export function DeleteWeekButton({ week, onDeleted }: { week: Week; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [deleteWeek, { isLoading }] = useDeleteWeekMutation();
  const label = weekLabel(week);

  const onConfirm = async () => {
    const result = await deleteWeek(week.id);
    setOpen(false);
    if ('error' in result) {
      const message = errorMessage(result.error as QueryError, 'error', 'Failed to delete week');
      return toaster.create({ type: 'error', title: message });
    }
    toaster.create({ type: 'success', title: `${label} deleted.` });
    onDeleted?.();
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {label}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete '${label}'?`}
        confirmLabel="Delete week"
        busy={isLoading}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>Its lessons and assignments are deleted with it. This cannot be undone.</Text>
      </ConfirmDialog>
    </>
  );
}
