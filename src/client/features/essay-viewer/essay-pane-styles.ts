import type { SystemStyleObject } from '@chakra-ui/react';
import { commentNumberAfter } from '../../components/comment-number-style';
import { highlightColour, type ViewerCategory } from './viewer-palette';

// Chakra's preflight strips the browser's own spacing and list markers; essays need them back.
const prose: SystemStyleObject = {
  lineHeight: '1.8',
  '& > * + *': { marginTop: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
  '& ul': { paddingInlineStart: '6', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyleType: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '4', color: 'fg.muted' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', paddingX: '2', paddingY: '1' },
};

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
