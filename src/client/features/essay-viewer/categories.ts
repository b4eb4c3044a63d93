/** One of the viewer's built-in categories (section 3), with what the student sees of it. */
export interface ViewerCategory {
  name: string;
  label: string;
  /** Six-digit hex, so that section 9's '20' alpha suffix makes a valid eight-digit colour. */
  colour: string;
  /** A plain unicode mark, decorative only: the label always travels with it. */
  icon: string;
}

/** Section 3: grammar, clarity, structure, argument, evidence and style, in that order. */
export const VIEWER_CATEGORIES: readonly ViewerCategory[] = [
  { name: 'grammar', label: 'Grammar', colour: '#e53e3e', icon: '✎' },
  { name: 'clarity', label: 'Clarity', colour: '#3182ce', icon: '◎' },
  { name: 'structure', label: 'Structure', colour: '#805ad5', icon: '☰' },
  { name: 'argument', label: 'Argument', colour: '#dd6b20', icon: '⚖' },
  { name: 'evidence', label: 'Evidence', colour: '#38a169', icon: '❝' },
  { name: 'style', label: 'Style', colour: '#d53f8c', icon: '✦' },
];

/** Section 5: a category name the viewer does not know maps to the first category. */
export function categoryOf(name: string | null | undefined): ViewerCategory {
  const wanted = (name ?? '').trim().toLowerCase();
  return VIEWER_CATEGORIES.find((category) => category.name === wanted) ?? VIEWER_CATEGORIES[0];
}

/** Section 9: the highlight behind the text is the category colour with a '20' hex alpha. */
export const highlightColour = (name: string) => `${categoryOf(name).colour}20`;
