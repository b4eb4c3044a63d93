import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormProblems } from '../../../lib/form-problems';
import { isDrafting } from '../draft-progress';
import type { GradingDetail } from '../grading-detail';
import { reviewStateOf } from '../review-state';
import {
  reviewUpdateOf,
  type SummaryField,
  type SummaryValues,
  summaryProblems,
  summaryValuesOf,
} from '../summary-form';
import type { GradingDraftControls } from '../use-grading-draft';
import { useLinesFollowDecisions } from './use-lines-follow-decisions';
import { useReviewSave } from './use-review-save';

/**
 * The review being written: the summary, the rubric levels and the grade, held once for the grading
 * screen whatever its layout draws. A change of width that moves the Grade tab mounts its form again;
 * the form reads these values and never starts from a stored copy of its own, so nothing chosen or
 * typed goes back, and what Save sends is what the form shows.
 */
export function useSummaryForm(detail: GradingDetail, draft: GradingDraftControls) {
  const { keep } = draft;
  const [values, setValues] = useState<SummaryValues>(() => draft.stored.summary ?? summaryValuesOf(detail));
  const [problems, setProblems] = useState<FormProblems<SummaryField>>({});
  // Something typed since the form was last filled from the server: a finished draft leaves it alone.
  const typed = useRef(draft.stored.summary !== undefined);
  const releasedAt = reviewStateOf(detail) === 'released' ? (detail.graded_at ?? detail.updated_at) : null;
  const submission = { assignmentId: detail.assignment_id, submissionId: detail.id };
  const saving = useReviewSave(submission, releasedAt !== null, keep);

  const update = useCallback(
    (next: SummaryValues) => {
      typed.current = true;
      setValues(next);
      keep('summary', next);
    },
    [keep],
  );
  useLinesFollowDecisions(detail, values, update);

  // A finished draft brings a new summary; the form starts again from it unless something was typed.
  const drafting = isDrafting(detail.draft_status);
  const wasDrafting = useRef(drafting);
  useEffect(() => {
    if (wasDrafting.current && !drafting && !typed.current) setValues(summaryValuesOf(detail));
    wasDrafting.current = drafting;
  }, [drafting, detail]);

  /** Checks the values on screen and shows each problem by its field; answers the problems found. */
  const check = (releasing: boolean): FormProblems<SummaryField> => {
    const found = summaryProblems(values, releasing);
    setProblems(found);
    return found;
  };
  const send = async (release: boolean) => {
    const sent = await saving.send(reviewUpdateOf(values, release));
    // Saved: the server holds these values now, so a finished draft no longer counts them as typed.
    if (sent) typed.current = false;
    return sent;
  };

  return {
    values,
    update,
    problems,
    check,
    send,
    releasedAt,
    sending: saving.sending,
    failure: saving.failure,
    result: saving.result,
  };
}

export type SummaryFormControls = ReturnType<typeof useSummaryForm>;
