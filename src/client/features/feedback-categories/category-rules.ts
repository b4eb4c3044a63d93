import { CATEGORY_LIMITS } from '../../../shared/contract/feedback-categories';
import { normalisedColour, sameCategoryName } from '../../../shared/rules/category-keys';
import type { FormProblems } from '../../lib/form-problems';
import { requiredTextProblem, tooLongProblem } from '../../lib/text-limit-problems';
import type { CategoryDraft, FeedbackCategory } from './category-types';

export { normalisedColour };

export type CategoryField = keyof CategoryDraft;

export const NAME_LIMIT = CATEGORY_LIMITS.name;
export const DESCRIPTION_LIMIT = CATEGORY_LIMITS.description;
export const ICON_LIMIT = CATEGORY_LIMITS.icon;

export const bySortOrder = (a: FeedbackCategory, b: FeedbackCategory) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * Section 5: a feedback item's category name finds its stored category, ignoring case and spaces;
 * an unmatched name maps to the first category. Undefined only when there are no categories at all.
 */
export function categoryForName(
  categories: readonly FeedbackCategory[],
  name: string | null | undefined,
): FeedbackCategory | undefined {
  const ordered = [...categories].sort(bySortOrder);
  return ordered.find((category) => sameCategoryName(category.name, name ?? '')) ?? ordered[0];
}

/** Names are unique regardless of case, so a feedback item's category always finds one match. */
export function categoryDraftProblems(
  draft: CategoryDraft,
  others: readonly FeedbackCategory[],
): FormProblems<CategoryField> {
  const name = draft.name.trim();
  const taken = others.some((category) => sameCategoryName(category.name, name));
  return {
    name:
      requiredTextProblem(name, NAME_LIMIT, 'name') ??
      (taken ? `A category named '${name}' already exists.` : undefined),
    description: tooLongProblem(draft.description.trim(), DESCRIPTION_LIMIT, 'description'),
    color: normalisedColour(draft.color) ? undefined : 'Enter a colour as a hex code such as #2b6cb0.',
    icon: tooLongProblem(draft.icon.trim(), ICON_LIMIT, 'icon'),
  };
}

/** The trimmed draft with its colour in six-digit form; call only on a draft without problems. */
export const cleanDraft = (draft: CategoryDraft): CategoryDraft => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  color: normalisedColour(draft.color) ?? draft.color,
  icon: draft.icon.trim(),
});

/** Sort orders 1 to n in the list's current order, so the next new one is count + 1 (section 9). */
export const renumbered = (categories: readonly FeedbackCategory[]): FeedbackCategory[] =>
  [...categories].sort(bySortOrder).map((category, index) => ({ ...category, sortOrder: index + 1 }));
