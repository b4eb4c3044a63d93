import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommentBankBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { errorMessage, type QueryError, statusOf } from '../../../lib/api-error-message';
import { useCreateBankEntryMutation } from '../comment-bank-api';

interface SaveToBankButtonProps {
  entry: CommentBankBody;
  /** Names the comment for a screen reader: "comment 3". */
  name: string;
}

/** Keeps a comment (with its suggestion and category) in the instructor's bank, to use on other essays. */
export function SaveToBankButton({ entry, name }: SaveToBankButtonProps) {
  const [createEntry, { isLoading }] = useCreateBankEntryMutation();
  const [saved, setSaved] = useState(false);
  const save = async () => {
    const result = await createEntry(entry);
    if (result.error) {
      const error = result.error as QueryError;
      const message = errorMessage(error, 'error', 'The comment could not be saved to your bank.');
      toaster.create({ type: 'error', title: message });
      // 409: the same words are in the bank already, which is as good as saved.
      if (statusOf(error) === 409) setSaved(true);
      return;
    }
    setSaved(true);
    toaster.create({ type: 'success', title: 'Saved to your comment bank.' });
  };
  return (
    <Button size="xs" variant="ghost" loading={isLoading} disabled={saved} onClick={save}>
      {saved ? 'In your bank' : 'Save to bank'}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
