/** One of the viewer's built-in categories (section 3), with what the student sees of it. */
export interface ViewerCategory {
  name: string;
  label: string;
  /** Six-digit hex, so that section 9's '20' alpha suffix makes a valid eight-digit colour. */
  colour: string;
  /** A plain unicode mark, decorative only: the label always travels with it. */
  icon: string;
}

/**
 * Section 3: grammar, clarity, structure, argument, evidence and style, in that order. The colours are
 * six of the Okabe–Ito palette, chosen to stay apart for readers with any of the common colour-vision
 * deficiencies; behind the essay's text they become section 9's light tints (the colour at '20' alpha),
 * on which the text keeps well over WCAG AA's 4.5:1 (category-contrast.test.ts).
 */
export const VIEWER_CATEGORIES: readonly ViewerCategory[] = [
  { name: 'grammar', label: 'Grammar', colour: '#d55e00', icon: '✎' },
  { name: 'clarity', label: 'Clarity', colour: '#0072b2', icon: '◎' },
  { name: 'structure', label: 'Structure', colour: '#cc79a7', icon: '☰' },
  { name: 'argument', label: 'Argument', colour: '#e69f00', icon: '⚖' },
  { name: 'evidence', label: 'Evidence', colour: '#009e73', icon: '❝' },
  { name: 'style', label: 'Style', colour: '#56b4e9', icon: '✦' },
];

/** Section 5: a category name the viewer does not know maps to the first category. */
export function categoryOf(name: string | null | undefined): ViewerCategory {
  const wanted = (name ?? '').trim().toLowerCase();
  return VIEWER_CATEGORIES.find((category) => category.name === wanted) ?? VIEWER_CATEGORIES[0];
}

/** Section 9: the highlight behind the text is the category colour with a '20' hex alpha. */
export const highlightColour = (name: string) => `${categoryOf(name).colour}20`;
