/** Section 3: a feedback category as it is kept in the browser's local storage (section 7). */
export interface FeedbackCategory {
  id: number;
  name: string;
  description: string;
  /** Six-digit hex, so the viewer's '20' alpha suffix (section 9) still makes a valid colour. */
  color: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a person types to make or change a category; the store adds the rest. */
export interface CategoryDraft {
  name: string;
  description: string;
  color: string;
}

export type CategoryChanges = Partial<CategoryDraft & { isActive: boolean }>;
