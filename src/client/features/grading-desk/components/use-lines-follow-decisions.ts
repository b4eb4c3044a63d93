import { useEffect, useMemo, useRef } from 'react';
import { type CommentState, followDecisions } from '../../../../shared/rules/summary-lines';
import { type GradingDetail, selectFeedbackItems } from '../grading-detail';
import { parseDerivedLines } from '../structured-summary';
import type { SummaryValues } from '../summary-form';

/** Every comment on the essay, the instructor's own too: the proofreading line counts them as well. */
const commentsOf = (detail: GradingDetail): CommentState[] =>
  selectFeedbackItems(detail.feedback_items).map(({ id, category, decision }) => ({
    id,
    category,
    decision,
  }));

/** What the lines depend on: which comments there are, their categories, and which are rejected. */
const keyOf = (comments: readonly CommentState[]) =>
  comments
    .map(({ id, category, decision }) => `${id}:${category}:${decision === 'rejected' ? 'r' : ''}`)
    .sort()
    .join(',');

/**
 * Keeps the summary's lines in step with the comments they sum up: rejecting every comment behind a
 * line takes it out, accepting one again brings it back, and a count follows the comments standing
 * (the proofreading line's includes the grammar comments the instructor added).
 * On opening, the lines catch up with decisions taken before (a no-op for lines already in step).
 */
export function useLinesFollowDecisions(
  detail: GradingDetail,
  values: SummaryValues,
  update: (next: SummaryValues) => void,
) {
  const derived = useMemo(
    () => parseDerivedLines(detail.structured_feedback_json),
    [detail.structured_feedback_json],
  );
  const comments = commentsOf(detail);
  const key = keyOf(comments);
  // Null until the first run: the lines start from the draft as the engine wrote it.
  const followed = useRef<CommentState[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the comments
  useEffect(() => {
    if (derived.length === 0) return;
    const before = followed.current;
    followed.current = comments;
    const next = followDecisions(values, derived, before, comments);
    // Nothing to follow leaves the form, and the unsaved-work store, as they are.
    const changed = (['strengths', 'areas_for_improvement'] as const).some(
      (list) => next[list].join('\n') !== values[list].join('\n'),
    );
    if (changed) update(next);
  }, [key, derived]);
}
