import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { EnrollmentDetail } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { useDeleteEnrollmentMutation } from '../enrollments-api';

/** Section 1: without an enrollment a student cannot reach the course, so removing one asks first. */
export function RemoveEnrollmentButton({ enrollment }: { enrollment: EnrollmentDetail }) {
  const [open, setOpen] = useState(false);
  const [deleteEnrollment, { isLoading }] = useDeleteEnrollmentMutation();
  const { username, course_title: course } = enrollment;

  const onConfirm = async () => {
    const result = await deleteEnrollment(enrollment.id);
    setOpen(false);
    if (!mutationSucceeded(result, 'Failed to remove the enrollment')) return;
    toaster.create({ type: 'success', title: `${username} removed from '${course}'.` });
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Remove<VisuallyHidden> {username}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove ${username} from '${course}'?`}
        confirmLabel="Remove"
        busy={isLoading}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <Text>They will no longer reach this course's weeks and assignments.</Text>
      </ConfirmDialog>
    </>
  );
}
