import type { FeedbackCategory } from '../../../shared/contract/feedback-categories';

/** Section 3: a feedback category as the server keeps it, and as this browser caches it (section 7). */
export type { FeedbackCategory };

/** What a person types to make or change a category; the server adds the rest, the key among it. */
export interface CategoryDraft {
  name: string;
  description: string;
  color: string;
  icon: string;
}

export type CategoryChanges = Partial<CategoryDraft & { isActive: boolean }>;
