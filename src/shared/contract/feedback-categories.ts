import { route } from './route-spec';

export type * from './schemas/feedback-categories';

/** Bounds of a category, checked by the Categories form and enforced by the server. */
export const CATEGORY_LIMITS = {
  name: 50,
  description: 200,
  /** A mark or two: a flag or a family emoji takes up to a dozen UTF-16 units. */
  icon: 16,
  /** The slug a comment stores. */
  key: 40,
  /** One instructor keeps at most this many. */
  count: 50,
} as const;

/** The longest category a comment may name: a key, with room for the keys of earlier versions. */
export const COMMENT_CATEGORY_MAX = 64;

export interface CategoryDefinition {
  key: string;
  name: string;
  description: string;
  /** Six-digit hex, so that section 9's '20' alpha suffix makes a valid eight-digit colour. */
  color: string;
  /** A plain unicode mark, decorative only: the name always travels with it. */
  icon: string;
}

/**
 * Section 3's built-in viewer categories, in that order; the engine drafts only these. The colours are
 * six of the Okabe–Ito palette, chosen to stay apart for readers with any of the common colour-vision
 * deficiencies (essay-viewer/tests/category-contrast.test.ts).
 */
export const BUILT_IN_CATEGORIES: readonly CategoryDefinition[] = [
  {
    key: 'grammar',
    name: 'Grammar',
    description: 'Spelling, punctuation and sentence grammar.',
    color: '#d55e00',
    icon: '✎',
  },
  {
    key: 'clarity',
    name: 'Clarity',
    description: 'Sentences a reader can follow on the first pass.',
    color: '#0072b2',
    icon: '◎',
  },
  {
    key: 'structure',
    name: 'Structure',
    description: 'Organisation of paragraphs and the flow of the argument.',
    color: '#cc79a7',
    icon: '☰',
  },
  {
    key: 'argument',
    name: 'Argument',
    description: 'A clear claim, supported and defended.',
    color: '#e69f00',
    icon: '⚖',
  },
  {
    key: 'evidence',
    name: 'Evidence',
    description: 'Sources, examples and data that back each point.',
    color: '#009e73',
    icon: '❝',
  },
  {
    key: 'style',
    name: 'Style',
    description: 'Word choice, tone and readability.',
    color: '#56b4e9',
    icon: '✦',
  },
];

/**
 * What an instructor starts with: the six built-in categories (so the engine's comments find theirs),
 * then section 3's stored defaults that are not among them, Content and General, in Paul Tol's colours
 * that stay apart from the six.
 */
export const SEEDED_CATEGORIES: readonly CategoryDefinition[] = [
  ...BUILT_IN_CATEGORIES,
  {
    key: 'content',
    name: 'Content',
    description: 'Ideas, depth and relevance to the assignment.',
    color: '#332288',
    icon: '◆',
  },
  {
    key: 'general',
    name: 'General',
    description: 'Overall remarks that fit no other category.',
    color: '#6b6b6b',
    icon: '•',
  },
];

export const isBuiltInCategory = (key: string) =>
  BUILT_IN_CATEGORIES.some((category) => category.key === key);

/** The instructor's feedback categories (section 3), which the grading screen offers. */
export const FEEDBACK_CATEGORY_ROUTES = {
  getFeedbackCategories: route('GET', '/admin/feedback-categories'),
  createFeedbackCategory: route('POST', '/admin/feedback-categories'),
  reorderFeedbackCategories: route('PUT', '/admin/feedback-categories/order'),
  updateFeedbackCategory: route('PUT', '/admin/feedback-categories/:id'),
  deleteFeedbackCategory: route('DELETE', '/admin/feedback-categories/:id'),
} as const;
