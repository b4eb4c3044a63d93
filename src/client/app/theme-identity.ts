/**
 * Margin's own look on top of Chakra's scales: one accent, an ink blue (section 9's BLUE_THEME), for
 * links, buttons and focus; a serif for headings and for the essays themselves, so pages read like the
 * written work they are about; the interface in the system's own sans-serif; and a warm paper canvas
 * behind white cards. Spacing stays on Chakra's 4 px scale and sizes on its type scale; the text styles
 * below name the few steps of that scale the pages use, so every page header reads alike.
 */

const SERIF = `"Iowan Old Style", "Palatino Linotype", Palatino, "URW Palladio L", P052, Georgia, "Liberation Serif", serif`;
const SANS = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif`;

export const identityFonts = {
  heading: { value: SERIF },
  body: { value: SANS },
  /** The student's essay, wherever it is shown: the viewer, the review and the grading screen. */
  essay: { value: SERIF },
};

/**
 * The accent's shades, replacing Chakra's brighter blue: buttons take 600 (white text at 7.2:1), links
 * and tinted badges 700 (9.4:1 on white, 7.8:1 on the 100 tint), focus rings 500 (5.2:1 on white).
 */
const ACCENT = {
  50: '#f2f6fb',
  100: '#e1eaf5',
  200: '#c5d6ec',
  300: '#9ab8dc',
  400: '#6790c4',
  500: '#3f6ead',
  600: '#2b5797',
  700: '#22467a',
  800: '#1c3861',
  900: '#152a49',
  950: '#0d1a2e',
} as const;

export const identityColors = {
  blue: Object.fromEntries(Object.entries(ACCENT).map(([shade, value]) => [shade, { value }])),
  /** The page behind the cards: a warm off-white, so white cards and the essay's paper stand out. */
  canvas: { value: '#f7f6f3' },
};

export const identityTextStyles = {
  /** Each page's one h1 (components/page-header.tsx). */
  pageTitle: {
    value: {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: { base: '2xl', md: '3xl' },
      lineHeight: '1.2',
      letterSpacing: '-0.01em',
    },
  },
  /** The line above a title that says where the page sits (a course, 'Grading'). */
  eyebrow: {
    value: { fontSize: 'sm', fontWeight: 'medium', letterSpacing: '0.02em', color: 'fg.muted' },
  },
  /** An essay's running text: a size and a measure that read comfortably for a page at a time. */
  essay: { value: { fontFamily: 'essay', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75' } },
};
