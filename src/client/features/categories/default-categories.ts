import type { CategoryDraft, FeedbackCategory } from './category-types';

/**
 * Section 3: the categories stored on first use, in this order. A name the essay viewer also knows
 * keeps the viewer's colour (essay-viewer/categories.ts), so Grammar reads alike in both; the others
 * take colours of Paul Tol's palettes that stay apart from those for colour-blind readers.
 */
export const DEFAULT_CATEGORY_DRAFTS: readonly CategoryDraft[] = [
  { name: 'Content', description: 'Ideas, depth and relevance to the assignment.', color: '#332288' },
  { name: 'Grammar', description: 'Spelling, punctuation and sentence grammar.', color: '#d55e00' },
  {
    name: 'Structure',
    description: 'Organisation of paragraphs and the flow of the argument.',
    color: '#cc79a7',
  },
  { name: 'Style', description: 'Word choice, tone and readability.', color: '#56b4e9' },
  { name: 'General', description: 'Overall remarks that fit no other category.', color: '#6b6b6b' },
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
  { name: 'Clarity', description: 'Sentences a reader can follow on the first pass.', color: '#0072b2' },
  { name: 'Argument', description: 'A clear claim, supported and defended.', color: '#e69f00' },
  { name: 'Evidence', description: 'Sources, examples and data that back each point.', color: '#009e73' },
  { name: 'Word Choice', description: 'Precise, concrete and varied vocabulary.', color: '#999933' },
  { name: 'Citations', description: 'Quotations and references in the expected format.', color: '#882255' },
];
