import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommentBankBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { saveOutcome } from '../../../lib/save-outcome';
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
    const outcome = await saveOutcome(
      () => createEntry(entry).unwrap(),
      'The comment could not be saved to your bank.',
    );
    if (outcome) {
      toaster.create({ type: 'error', title: outcome.message });
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
