import type { SystemStyleObject } from '@chakra-ui/react';
import { VIEWER_CATEGORIES } from './categories';

/**
 * The class the essay takes while the category filter shows one category: a class and rules, not a
 * style written on each highlight, which our Content Security Policy would drop.
 */
export const filterClassName = (category: string | null) => (category ? `dim-except-${category}` : undefined);

const mark = 'mark[data-feedback-id]';

/**
 * Beneath its light tint, each highlight is underlined in its category's full colour: the tints alone
 * are too pale to tell apart, and the full Okabe–Ito colours stay distinct for colour-blind readers.
 * While the filter shows one category, every other highlight fades to plain text with a faint number,
 * unless it also carries a comment of that category (covered-comments.ts).
 */
export const highlightFilterStyles: SystemStyleObject = Object.fromEntries(
  VIEWER_CATEGORIES.flatMap(({ name, colour }) => [
    [`& ${mark}[data-category="${name}"]`, { borderBottom: `2px solid ${colour}` }],
    [
      `&.${filterClassName(name)} ${mark}:not([data-category="${name}"]):not([data-also-categories~="${name}"])`,
      {
        backgroundColor: 'transparent',
        borderBottomColor: 'transparent',
        '&[data-feedback-number]::after': { color: 'fg.subtle' },
      },
    ],
  ]),
);
