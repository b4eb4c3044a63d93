import type { CategoryDraft, FeedbackCategory } from './category-types';

/** Section 3: the categories stored on first use, in this order. */
export const DEFAULT_CATEGORY_DRAFTS: readonly CategoryDraft[] = [
  { name: 'Content', description: 'Ideas, depth and relevance to the assignment.', color: '#2b6cb0' },
  { name: 'Grammar', description: 'Spelling, punctuation and sentence grammar.', color: '#c53030' },
  {
    name: 'Structure',
    description: 'Organisation of paragraphs and the flow of the argument.',
    color: '#6b46c1',
  },
  { name: 'Style', description: 'Word choice, tone and readability.', color: '#b83280' },
  { name: 'General', description: 'Overall remarks that fit no other category.', color: '#4a5568' },
];

/** Ids 1 to 5 and sort orders 1 to 5, all made at the same moment. */
export function defaultCategories(now: Date): FeedbackCategory[] {
  const at = now.toISOString();
  return DEFAULT_CATEGORY_DRAFTS.map((draft, index) => ({
    ...draft,
    id: index + 1,
    sortOrder: index + 1,
    isActive: true,
    createdAt: at,
    updatedAt: at,
  }));
}

/**
 * Section 7: 'AI category generation' is not a real call; it offers this fixed sample, less any name
 * already in use, for the person to review.
 */
export const SAMPLE_AI_SUGGESTIONS: readonly CategoryDraft[] = [
  { name: 'Clarity', description: 'Sentences a reader can follow on the first pass.', color: '#2c7a7b' },
  { name: 'Argument', description: 'A clear claim, supported and defended.', color: '#c05621' },
  { name: 'Evidence', description: 'Sources, examples and data that back each point.', color: '#2f855a' },
  { name: 'Word Choice', description: 'Precise, concrete and varied vocabulary.', color: '#975a16' },
  { name: 'Citations', description: 'Quotations and references in the expected format.', color: '#285e61' },
];
