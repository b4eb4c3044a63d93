import { useState } from 'react';
import type { ItemDecision, ReviewFeedbackItem } from '../../../../shared/contract';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { type SubmissionKey, useUpdateFeedbackItemMutation } from '../grading-api';
import { commentsCount } from '../item-decisions';

const DONE: Record<ItemDecision, string> = {
  pending: 'marked pending',
  accepted: 'accepted',
  rejected: 'rejected',
};

/**
 * Accepting and rejecting comments, from their buttons or the keyboard: each decision is saved at once,
 * said aloud when it is, and a refusal says which comment it was about.
 */
export function useItemDecisions(
  submission: SubmissionKey,
  items: readonly ReviewFeedbackItem[],
  /** The number the instructor knows each comment by (session-numbers.ts). */
  numberOf: (id: number) => number,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [updateItem] = useUpdateFeedbackItemMutation();

  const decide = async (item: ReviewFeedbackItem, decision: ItemDecision) => {
    const number = numberOf(item.id);
    setFailure(null);
    setBusyIds((ids) => [...ids, item.id]);
    try {
      await updateItem({ ...submission, itemId: item.id, body: { decision } }).unwrap();
      setAnnouncement(`Comment ${number} ${DONE[decision]}.`);
      return true;
    } catch (error) {
      const reason = errorMessage(error as QueryError, 'error', 'The server did not answer.');
      setFailure(`Your decision on comment ${number} was not saved: ${reason}`);
      return false;
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== item.id));
    }
  };

  const acceptAllPending = async () => {
    const pending = items.filter((item) => item.decision === 'pending');
    let accepted = 0;
    for (const item of pending) {
      if (!(await decide(item, 'accepted'))) break;
      accepted += 1;
    }
    setAnnouncement(`${commentsCount(accepted)} accepted.`);
  };

  return {
    decide,
    acceptAllPending,
    failure,
    announcement,
    announce: setAnnouncement,
    busyIds,
    numberOf,
  };
}

export type ItemDecisions = ReturnType<typeof useItemDecisions>;
