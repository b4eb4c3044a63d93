import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage, type QueryError, statusOf } from '../lib/api-error-message';
import { capitalised } from '../lib/wording';
import { toaster } from './app-toaster';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { ConfirmDialog } from './confirm-dialog';

type Outcome = { error: unknown } | { data: unknown };

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
  const deletedMessage = props.deletedMessage ?? `${capitalised(kind)} '${name}' deleted.`;
  /** What the server said about the submitted work, while the second question is open. */
  const [submissions, setSubmissions] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (confirmed: boolean) => {
    const result = await remove(confirmed);
    if (!('error' in result)) return true;
    const error = result.error as QueryError;
    if (!confirmed && statusOf(error) === 409) {
      const reason = errorMessage(error, 'error', `Students have submitted work in this ${kind}.`);
      setSubmissions(errorMessage(error, 'detail', reason));
      return false;
    }
    toaster.create({ type: 'error', title: errorMessage(error, 'error', `Failed to delete ${kind}`) });
    return false;
  };

  const deleteWithSubmissions = async () => {
    setBusy(true);
    const deleted = await attempt(true);
    setBusy(false);
    setSubmissions(null);
    if (!deleted) return;
    toaster.create({ type: 'success', title: deletedMessage });
    onDeleted?.();
  };

  return (
    <>
      <ConfirmDeleteButton
        kind={kind}
        name={name}
        consequence={consequence}
        remove={() => attempt(false)}
        deletedMessage={deletedMessage}
        onDeleted={onDeleted}
      />
      <ConfirmDialog
        open={submissions !== null}
        title={`Delete '${name}' and its submissions?`}
        confirmLabel={`Delete ${kind} and submissions`}
        busy={busy}
        onConfirm={deleteWithSubmissions}
        onClose={() => setSubmissions(null)}
      >
        <Text>{submissions}</Text>
        <Text mt="3">
          Students' essays, grades and feedback in this {kind} are deleted with it. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
