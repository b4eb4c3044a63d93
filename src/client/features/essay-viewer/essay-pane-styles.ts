import type { SystemStyleObject } from '@chakra-ui/react';
import { commentNumberAfter } from '../../components/comment-number-style';
import { proseStyles } from '../../components/prose-styles';
import { highlightColour, type ViewerCategory } from './viewer-palette';

// An essay is read closely, comment by comment: its lines stand further apart.
const prose: SystemStyleObject = { lineHeight: '1.8', ...proseStyles };

// Section 9: each category's highlight colour, by the category a mark names. A rule rather than a style
// attribute on each mark, which the Content Security Policy would drop, leaving the browser's yellow.
// Beneath the light tint, the category's full colour underlines it: the tints alone are too pale to tell
// apart, and the full Okabe–Ito colours stay distinct for colour-blind readers.
// A key holds only letters, digits and hyphens (shared/rules/category-keys.ts), so it is safe in a selector.
const categoryColours = (palette: readonly ViewerCategory[]): SystemStyleObject =>
  Object.fromEntries(
    palette.map(({ name, colour }) => [
      `& mark[data-category="${name}"]`,
      { backgroundColor: highlightColour(name, palette), borderBottom: `2px solid ${colour}` },
    ]),
  );

/**
 * The highlights drawn over the essay: coloured by category (the palette's, the built-in ones by
 * default), focusable, numbered, pulsing when asked to.
 */
export const essayPaneStylesFor = (palette: readonly ViewerCategory[]): SystemStyleObject => ({
  ...prose,
  ...categoryColours(palette),
  '& mark[data-feedback-id]': {
    color: 'inherit',
    borderRadius: 'l1',
    cursor: 'pointer',
    printColorAdjust: 'exact',
  },
  '& mark[data-feedback-id]:focus-visible': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '1px',
  },
  // A comment carried from an earlier version, still standing: underlined apart from this version's.
  '& mark[data-carried]': { textDecoration: 'underline dashed', textUnderlineOffset: '0.2em' },
  '& mark[data-active]': { boxShadow: '0 0 0 2px {colors.colorPalette.solid}' },
  // The comment's number after its highlight, on screen and on paper (section 2's print view).
  '& mark[data-feedback-number]::after': commentNumberAfter('data-feedback-number'),
  '& mark[data-pulse]': { animation: 'pulse 0.7s ease-in-out 2' },
  _motionReduce: { '& mark[data-pulse]': { animation: 'none' } },
  _print: { '& mark[data-feedback-id]': { textDecoration: 'underline' } },
});
