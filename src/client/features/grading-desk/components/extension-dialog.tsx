import { Button, Field, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { DialogFrame, DismissButton } from '../../../components/dialog-frame';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/date-format';
import { fromLocalInput, toLocalInput } from '../../../lib/local-time';
import { useDeleteExtensionMutation, useSetExtensionMutation } from '../grading-api';

interface ExtensionButtonProps {
  assignmentId: number;
  student: { user_id: number; name: string; due_at: string | null; extended: boolean };
}

/** One student's own due date: set, moved or taken back, from the submissions list. */
export function ExtensionButton({ assignmentId, student }: ExtensionButtonProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSetExtensionMutation();
  const [remove, { isLoading: removing }] = useDeleteExtensionMutation();
  const key = { assignmentId, userId: student.user_id };

  const start = () => {
    setValue(toLocalInput(student.due_at ?? new Date(Date.now() + 86_400_000).toISOString()));
    setProblem(null);
    setOpen(true);
  };
  const done = (result: { error?: unknown }, success: string) => {
    if (result.error)
      return setProblem(errorMessage(result.error as QueryError, 'error', 'Failed to save the due date'));
    setOpen(false);
    toaster.create({ type: 'success', title: success });
  };
  const onSave = async () => {
    if (!value) return setProblem('Choose the date and time the essay is due.');
    done(
      await save({ ...key, body: { due_at: fromLocalInput(value) } }),
      `${student.name} has a new due date.`,
    );
  };
  const onRemove = async () => done(await remove(key), `${student.name} is due with the class again.`);

  return (
    <>
      <Button size="sm" variant="outline" onClick={start}>
        {student.extended ? 'Change extension' : 'Extend'}
        <VisuallyHidden> for {student.name}</VisuallyHidden>
      </Button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        role="dialog"
        title={`Due date for ${student.name}`}
        footer={
          <>
            {student.extended && (
              <Button variant="ghost" colorPalette="red" loading={removing} onClick={onRemove}>
                Remove extension
              </Button>
            )}
            <DismissButton>Cancel</DismissButton>
            <Button loading={saving} onClick={onSave}>
              Save due date
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text color="fg.muted">
            {student.extended && student.due_at
              ? `Now due ${formatDateTime(student.due_at)} (an extension).`
              : student.due_at
                ? `Due with the class ${formatDateTime(student.due_at)}.`
                : 'The assignment has no due date.'}
          </Text>
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label>Their own due date</Field.Label>
            <Input type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </DialogFrame>
    </>
  );
}
