import { Badge } from '@chakra-ui/react';
import { REVIEW_STATE_LABELS, type ReviewState } from '../review-state';

const PALETTES: Record<ReviewState, string> = { awaiting: 'orange', saved: 'blue', released: 'green' };

/** Awaiting review, Saved (kept, not shown to the student) or Released. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge colorPalette={PALETTES[state]}>{REVIEW_STATE_LABELS[state]}</Badge>;
}
