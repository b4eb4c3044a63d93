import { useState } from 'react';
import type { StudentSubmission } from '../../../shared/contract';
import { useAppDispatch } from '../../app/hooks';
import { sendEssay } from './essay-thunks';
import type { SubmitFailure } from './submit-failure';

/** One submit at a time; a failure stays on screen until the next attempt. */
export function useEssaySubmit(assignmentId: number, onSubmitted: (submission: StudentSubmission) => void) {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = async (html: string) => {
    setSending(true);
    setFailure(null);
    const outcome = await dispatch(sendEssay(assignmentId, html));
    setSending(false);
    if (outcome.ok) onSubmitted(outcome.submission);
    else setFailure(outcome.failure);
  };

  return { submit, sending, failure };
}
