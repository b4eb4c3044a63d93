import type { FeedbackCategoryName, Severity, StructuredFeedback } from '../../shared/contract/feedback';
import type { DerivedLine } from '../../shared/rules/summary-lines';

/** One comment a provider drafts, anchored to the submission's plain text (UTF-16 offsets). */
export interface DraftItem {
  startIndex: number;
  endIndex: number;
  /** Always `text.slice(startIndex, endIndex)`. */
  quote: string;
  category: FeedbackCategoryName;
  severity: Severity;
  comment: string;
  suggestion: string;
}

export type DraftSummary = Omit<
  StructuredFeedback,
  'suggested_grade' | 'feedback_generated_at' | 'line_items'
>;

/** What a provider hands back for one essay; the job stores it as the instructor's draft. */
export interface EngineDraft {
  items: DraftItem[];
  summary: DraftSummary;
  /** One paragraph for the plain `feedback` field, shown when structured feedback cannot be read. */
  generalFeedback: string;
  suggestedGrade: number | null;
  engine: string;
  engineVersion: string;
  /** Items the provider proposed that could not be placed in the text and were left out. */
  dropped: number;
  /** Summary lines drawn from items, with `items` as indices into `items` (stored as their ids). */
  derivedLines?: DerivedLine[];
}
