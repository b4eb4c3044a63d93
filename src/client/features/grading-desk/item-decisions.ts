import type { ItemDecision, ReviewFeedbackItem } from '../../../shared/contract';

export type ItemFilter = 'all' | ItemDecision;

export const ITEM_FILTERS: { value: ItemFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
];

export const DECISION_LABELS: Record<ItemDecision, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export function countByDecision(items: readonly ReviewFeedbackItem[]): Record<ItemFilter, number> {
  const counts = { all: items.length, pending: 0, accepted: 0, rejected: 0 };
  for (const item of items) counts[item.decision] += 1;
  return counts;
}

export const itemsIn = (items: readonly ReviewFeedbackItem[], filter: ItemFilter) =>
  filter === 'all' ? [...items] : items.filter((item) => item.decision === filter);

/**
 * Rejected comments stay drawn over the essay, but faded: the highlights are numbered by their place
 * in the list, and the numbers must match the comments beside the essay whatever their decision.
 */
export function rejectedHighlightStyles(items: readonly ReviewFeedbackItem[]) {
  const selector = items
    .filter((item) => item.decision === 'rejected')
    .map((item) => `& mark[data-feedback-id="${item.id}"]`)
    .join(', ');
  const faded = {
    backgroundColor: 'transparent !important',
    // Nor the category's underline (essay-viewer/essay-pane-styles.ts): a rejected comment reaches no one.
    borderBottomColor: 'transparent !important',
    textDecoration: 'underline dashed',
    textDecorationColor: 'var(--chakra-colors-fg-muted)',
  };
  return selector ? { [selector]: faded } : {};
}

/** "1 accepted comment", "3 accepted comments". */
export const commentsCount = (count: number, adjective = '') =>
  `${count} ${adjective ? `${adjective} ` : ''}${count === 1 ? 'comment' : 'comments'}`;
