import { useEffect, useMemo, useRef } from 'react';
import { followDecisions } from '../../../../shared/rules/summary-lines';
import { type GradingDetail, selectFeedbackItems } from '../grading-detail';
import { parseDerivedLines } from '../structured-summary';
import type { SummaryValues } from '../summary-form';

const rejectedOf = (detail: GradingDetail) =>
  new Set(
    selectFeedbackItems(detail.feedback_items)
      .filter((item) => item.decision === 'rejected')
      .map((item) => item.id),
  );

/**
 * Keeps the summary's lines in step with the comments they sum up: rejecting every comment behind a
 * line takes it out, accepting one again brings it back, and a count follows the comments standing.
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
  const rejected = rejectedOf(detail);
  const key = [...rejected].sort((a, b) => a - b).join(',');
  const followed = useRef<Set<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the rejected set
  useEffect(() => {
    if (derived.length === 0) return;
    const before = followed.current;
    followed.current = rejected;
    const next = followDecisions(values, derived, before, rejected);
    // Nothing to follow leaves the form, and the unsaved-work store, as they are.
    const changed = (['strengths', 'areas_for_improvement'] as const).some(
      (list) => next[list].join('\n') !== values[list].join('\n'),
    );
    if (changed) update(next);
  }, [key, derived]);
}
