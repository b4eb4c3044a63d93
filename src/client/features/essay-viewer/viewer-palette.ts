import { createContext, useContext } from 'react';
import { BUILT_IN_CATEGORIES, type CategoryLook } from '../../../shared/contract/feedback-categories';

/** A category as the viewer draws it: the key comments store, with what the reader sees of it. */
export interface ViewerCategory {
  name: string;
  label: string;
  /** Six-digit hex, so that section 9's '20' alpha suffix makes a valid eight-digit colour. */
  colour: string;
  /** A plain unicode mark, decorative only: the label always travels with it. */
  icon: string;
}

/**
 * Section 3's built-in categories: grammar, clarity, structure, argument, evidence and style, in that
 * order, in six Okabe–Ito colours (shared/contract/feedback-categories.ts); behind the essay's text they
 * become section 9's light tints, on which the text keeps well over WCAG AA's 4.5:1
 * (category-contrast.test.ts).
 */
export const VIEWER_CATEGORIES: readonly ViewerCategory[] = BUILT_IN_CATEGORIES.map((category) => ({
  name: category.key,
  label: category.name,
  colour: category.color,
  icon: category.icon,
}));

/**
 * The categories a reader's comments are drawn in: the instructor's own first, as they keep them (a
 * built-in one renamed or recoloured included), then the built-in ones they do not have, so that an
 * engine's comment always finds its colour.
 */
export function paletteOf(looks: readonly CategoryLook[]): readonly ViewerCategory[] {
  if (looks.length === 0) return VIEWER_CATEGORIES;
  const own = looks.map((look) => ({
    name: look.key,
    label: look.name,
    colour: look.color,
    icon: look.icon,
  }));
  const keys = new Set(own.map((category) => category.name));
  return [...own, ...VIEWER_CATEGORIES.filter((category) => !keys.has(category.name))];
}

/**
 * The category a comment's key finds in the palette, else among the built-in ones; section 5: a name
 * nobody knows maps to the first category.
 */
export function categoryIn(
  palette: readonly ViewerCategory[],
  name: string | null | undefined,
): ViewerCategory {
  const wanted = (name ?? '').trim().toLowerCase();
  return (
    palette.find((category) => category.name === wanted) ??
    VIEWER_CATEGORIES.find((category) => category.name === wanted) ??
    VIEWER_CATEGORIES[0]
  );
}

/** Section 5 over the built-in categories alone. */
export const categoryOf = (name: string | null | undefined): ViewerCategory =>
  categoryIn(VIEWER_CATEGORIES, name);

/** Section 9: the highlight behind the text is the category colour with a '20' hex alpha. */
export const highlightColour = (name: string, palette: readonly ViewerCategory[] = VIEWER_CATEGORIES) =>
  `${categoryIn(palette, name).colour}20`;

const ViewerCategoriesContext = createContext<readonly ViewerCategory[]>(VIEWER_CATEGORIES);

/** The categories the viewer below draws comments in; the built-in ones unless a screen says otherwise. */
export const ViewerCategoriesProvider = ViewerCategoriesContext.Provider;

export const useViewerCategories = () => useContext(ViewerCategoriesContext);
