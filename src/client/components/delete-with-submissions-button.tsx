import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage, type QueryError } from '../lib/api-error-message';
import { toaster } from './app-toaster';
import { ConfirmDialog } from './confirm-dialog';

type Step = { kind: 'closed' } | { kind: 'confirm' } | { kind: 'submissions'; detail: string };
type Outcome = { error: unknown } | { data: unknown };

const isConflict = (error: QueryError) => Boolean(error && 'status' in error && error.status === 409);

interface DeleteWithSubmissionsButtonProps {
  /** 'course', 'week' or 'assignment': names the buttons and messages. */
  kind: string;
  /** The thing as a person reads it, e.g. the course title or 'Evidence (Week 2)'. */
  name: string;
  /** What else goes with it, said in the first dialog. */
  consequence: string;
  remove: (confirmed: boolean) => Promise<Outcome>;
  /** The success toast, when "{Kind} '{name}' deleted." reads badly (a week's name says 'Week'). */
  deletedMessage?: string;
  onDeleted?: () => void;
}

/**
 * Deleting asks first and names the thing. When students have submitted work in it the server refuses
 * (409) and says how much; a second, plainer question follows, and only that answer deletes the essays.
 */
export function DeleteWithSubmissionsButton(props: DeleteWithSubmissionsButtonProps) {
  const { kind, name, consequence, remove, onDeleted } = props;
  const deletedMessage =
    props.deletedMessage ?? `${kind[0].toUpperCase()}${kind.slice(1)} '${name}' deleted.`;
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [busy, setBusy] = useState(false);
  const close = () => setStep({ kind: 'closed' });

  const run = async (confirmed: boolean) => {
    setBusy(true);
    const result = await remove(confirmed);
    setBusy(false);
    if ('error' in result) {
      const error = result.error as QueryError;
      if (!confirmed && isConflict(error)) {
        const reason = errorMessage(error, 'error', `Students have submitted work in this ${kind}.`);
        return setStep({ kind: 'submissions', detail: errorMessage(error, 'detail', reason) });
      }
      close();
      return toaster.create({
        type: 'error',
        title: errorMessage(error, 'error', `Failed to delete ${kind}`),
      });
    }
    close();
    toaster.create({ type: 'success', title: deletedMessage });
    onDeleted?.();
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setStep({ kind: 'confirm' })}>
        Delete<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={step.kind === 'confirm'}
        title={`Delete '${name}'?`}
        confirmLabel={`Delete ${kind}`}
        busy={busy}
        onConfirm={() => run(false)}
        onClose={close}
      >
        <Text>{consequence} This cannot be undone.</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={step.kind === 'submissions'}
        title={`Delete '${name}' and its submissions?`}
        confirmLabel={`Delete ${kind} and submissions`}
        busy={busy}
        onConfirm={() => run(true)}
        onClose={close}
      >
        <Text>{step.kind === 'submissions' && step.detail}</Text>
        <Text mt="3">
          Students' essays, grades and feedback in this {kind} are deleted with it. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
