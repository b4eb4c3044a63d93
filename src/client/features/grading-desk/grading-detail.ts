import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { AdminSubmissionDetail, ReviewFeedbackItem } from '../../../shared/contract';

/** The essay's comments in reading order: by where they start, then where they end. */
export const feedbackItemsAdapter = createEntityAdapter<ReviewFeedbackItem>({
  sortComparer: (a, b) => a.startIndex - b.startIndex || a.endIndex - b.endIndex,
});

/**
 * A submission's review as the store keeps it: the comments normalised by id (an accepted, edited or
 * added comment changes one entity), the rest as the server answers it.
 */
export type GradingDetail = Omit<AdminSubmissionDetail, 'feedback_items'> & {
  feedback_items: EntityState<ReviewFeedbackItem, number>;
};

export const toGradingDetail = (detail: AdminSubmissionDetail): GradingDetail => ({
  ...detail,
  feedback_items: feedbackItemsAdapter.setAll(feedbackItemsAdapter.getInitialState(), detail.feedback_items),
});

const itemSelectors = feedbackItemsAdapter.getSelectors();

/** Every comment in reading order; memoised on the entity state, so a screen re-renders only on change. */
export const selectFeedbackItems = itemSelectors.selectAll;
export const selectFeedbackItemById = itemSelectors.selectById;
