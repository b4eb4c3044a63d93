import type { FeedbackItem, ReviewFeedbackItem } from '../../shared/contract/feedback';
import type { feedbackItems } from '../db/schema';

export type FeedbackItemRow = typeof feedbackItems.$inferSelect;

/** Items in reading order: by where they start in the essay. */
export const inReadingOrder = (rows: FeedbackItemRow[]) =>
  [...rows].sort((a, b) => a.startIndex - b.startIndex || a.endIndex - b.endIndex || a.id - b.id);

/** Section 3: feedback item as the student reads it; `position` numbers the highlights from 1. */
export function toFeedbackItem(row: FeedbackItemRow, position: number): FeedbackItem {
  return {
    id: row.id,
    quote: row.quote,
    category: row.category,
    comment: row.comment,
    suggestion: row.suggestion,
    severity: row.severity,
    startIndex: row.startIndex,
    endIndex: row.endIndex,
    position,
    aiGenerated: row.aiGenerated,
  };
}

export function toReviewItem(row: FeedbackItemRow, position: number): ReviewFeedbackItem {
  return {
    ...toFeedbackItem(row, position),
    prefix: row.prefix,
    suffix: row.suffix,
    decision: row.decision,
    edited: row.edited,
  };
}
