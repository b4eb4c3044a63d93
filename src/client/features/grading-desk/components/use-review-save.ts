import { useState } from 'react';
import type { ReviewUpdate } from '../../../../shared/contract';
import { saveOutcome } from '../../../lib/save-outcome';
import { type SubmissionKey, useSaveReviewMutation } from '../grading-api';
import type { KeepDraft } from '../use-grading-draft';

export interface ReviewFailure {
  message: string;
  fields: Record<string, string>;
  /** What was sent, so that Retry sends the same again. */
  body: ReviewUpdate;
}

function resultSentence(body: ReviewUpdate, wasReleased: boolean) {
  if (!body.release) return 'Saved without releasing. The student does not see this feedback yet.';
  return wasReleased ? 'Saved. The student sees the changes.' : 'Released to the student.';
}

/**
 * Sends the summary and grade. A failure keeps the form as typed and remembers the request for a
 * retry; success clears the copy kept on this device and says what happened in a live region.
 */
export function useReviewSave(submission: SubmissionKey, wasReleased: boolean, keep: KeepDraft) {
  const [saveReview] = useSaveReviewMutation();
  const [sending, setSending] = useState<'save' | 'release' | null>(null);
  const [failure, setFailure] = useState<ReviewFailure | null>(null);
  const [result, setResult] = useState('');

  const send = async (body: ReviewUpdate) => {
    setSending(body.release && !wasReleased ? 'release' : 'save');
    setFailure(null);
    setResult('');
    const outcome = await saveOutcome(
      () => saveReview({ ...submission, body }).unwrap(),
      'The review could not be saved.',
    );
    setSending(null);
    if (outcome) {
      setFailure({ ...outcome, body });
      return false;
    }
    keep('summary', undefined);
    setResult(resultSentence(body, wasReleased));
    return true;
  };

  return { send, sending, failure, result };
}
