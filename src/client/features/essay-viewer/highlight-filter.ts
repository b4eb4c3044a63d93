import type { SystemStyleObject } from '@chakra-ui/react';
import type { ViewerCategory } from './viewer-palette';

/**
 * The class the essay takes while the category filter shows one category: a class and rules, not a
 * style written on each highlight, which our Content Security Policy would drop.
 */
export const filterClassName = (category: string | null) => (category ? `dim-except-${category}` : undefined);

const mark = 'mark[data-feedback-id]';

/**
 * While the filter shows one category, every other highlight loses its tint and underline
 * (essay-pane-styles.ts) and fades to plain text with a faint number, unless it also carries a comment
 * of that category (covered-comments.ts).
 */
export const highlightFilterStylesFor = (palette: readonly ViewerCategory[]): SystemStyleObject =>
  Object.fromEntries(
    palette.map(({ name }) => [
      `&.${filterClassName(name)} ${mark}:not([data-category="${name}"]):not([data-also-categories~="${name}"])`,
      {
        backgroundColor: 'transparent',
        borderBottomColor: 'transparent',
        '&[data-feedback-number]::after': { color: 'fg.subtle' },
      },
    ]),
  );
