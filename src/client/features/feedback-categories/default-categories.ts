import type { CategoryDraft } from './category-types';

/**
 * Section 7: 'AI category generation' is not a real call; it offers this fixed sample, less any name
 * already in use, for the person to review. A name the essay viewer also knows keeps the viewer's
 * colour and icon (shared/contract/feedback-categories.ts), so it reads alike in both; the others take
 * colours of Paul Tol's palettes that stay apart from those for colour-blind readers.
 */
export const SAMPLE_AI_SUGGESTIONS: readonly CategoryDraft[] = [
  {
    name: 'Clarity',
    description: 'Sentences a reader can follow on the first pass.',
    color: '#0072b2',
    icon: '◎',
  },
  { name: 'Argument', description: 'A clear claim, supported and defended.', color: '#e69f00', icon: '⚖' },
  {
    name: 'Evidence',
    description: 'Sources, examples and data that back each point.',
    color: '#009e73',
    icon: '❝',
  },
  {
    name: 'Word Choice',
    description: 'Precise, concrete and varied vocabulary.',
    color: '#999933',
    icon: '✐',
  },
  {
    name: 'Citations',
    description: 'Quotations and references in the expected format.',
    color: '#882255',
    icon: '§',
  },
];
