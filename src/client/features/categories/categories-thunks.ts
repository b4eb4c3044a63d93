import { hasProblems } from '../../lib/form-problems';
import { CATEGORY_MESSAGES } from './category-messages';
import { categoryDraftProblems, cleanDraft } from './category-rules';
import { readStoredCategories, writeStoredCategories } from './category-storage';
import {
  CategoryNotFoundError,
  categoryThunk,
  RejectedChangeError,
  storedListChange,
  type WithDeps,
} from './category-thunk';
import type { CategoryChanges, CategoryDraft, FeedbackCategory } from './category-types';
import { defaultCategories, SAMPLE_AI_SUGGESTIONS } from './default-categories';

export type { CategoryFailure } from './category-thunk';

/** Long enough to show that something is being worked out, short enough not to be in the way. */
export const AI_GENERATION_DELAY_MS = 800;

/** Section 9: a new category goes last (count + 1) and is active. */
function appended(list: FeedbackCategory[], drafts: readonly CategoryDraft[], at: string) {
  const next = [...list];
  for (const draft of drafts) {
    if (hasProblems(categoryDraftProblems(draft, next))) throw new RejectedChangeError();
    const id = Math.max(0, ...next.map((category) => category.id)) + 1;
    const sortOrder = next.length + 1;
    next.push({ ...cleanDraft(draft), id, sortOrder, isActive: true, createdAt: at, updatedAt: at });
  }
  return next;
}

function found(list: FeedbackCategory[], id: number) {
  const category = list.find((item) => item.id === id);
  if (!category) throw new CategoryNotFoundError();
  return category;
}

/** Section 3: first use stores the default categories. */
export const loadCategories = categoryThunk('load', CATEGORY_MESSAGES.load, ({ deps }: WithDeps) => {
  const area = deps.area();
  const stored = readStoredCategories(area);
  if (stored) return stored;
  const seeded = defaultCategories(deps.now());
  writeStoredCategories(area, seeded);
  return seeded;
});

export const createCategory = storedListChange<WithDeps & { draft: CategoryDraft }>(
  'create',
  CATEGORY_MESSAGES.create,
  (list, { draft }, at) => appended(list, [draft], at),
);

/** The reviewed AI suggestions, added together or not at all. */
export const createCategories = storedListChange<WithDeps & { drafts: CategoryDraft[] }>(
  'createMany',
  CATEGORY_MESSAGES.createMany,
  (list, { drafts }, at) => appended(list, drafts, at),
);

/** Section 5: an unknown id fails with 'Category not found'. */
export const updateCategory = storedListChange<WithDeps & { id: number; changes: CategoryChanges }>(
  'update',
  CATEGORY_MESSAGES.update,
  (list, { id, changes }, at) => {
    const current = found(list, id);
    const draft = { name: current.name, description: current.description, color: current.color, ...changes };
    const others = list.filter((item) => item.id !== id);
    if (hasProblems(categoryDraftProblems(draft, others))) throw new RejectedChangeError();
    const isActive = changes.isActive ?? current.isActive;
    return list.map((item) =>
      item === current ? { ...item, ...cleanDraft(draft), isActive, updatedAt: at } : item,
    );
  },
);

export const deleteCategory = storedListChange<WithDeps & { id: number }>(
  'delete',
  CATEGORY_MESSAGES.delete,
  (list, { id }) => {
    const current = found(list, id);
    return list.filter((item) => item !== current);
  },
);

/** `orderedIds` names every stored category exactly once, first to last. */
export const reorderCategories = storedListChange<WithDeps & { orderedIds: number[] }>(
  'reorder',
  CATEGORY_MESSAGES.reorder,
  (list, { orderedIds }, at) => {
    const byId = new Map(list.map((category) => [category.id, category]));
    const complete =
      orderedIds.length === list.length &&
      new Set(orderedIds).size === list.length &&
      orderedIds.every((id) => byId.has(id));
    if (!complete) throw new RejectedChangeError();
    return orderedIds.map((id, index) => {
      const category = byId.get(id)!;
      return category.sortOrder === index + 1
        ? category
        : { ...category, sortOrder: index + 1, updatedAt: at };
    });
  },
);

/** Section 7: not a real call; the fixed sample after a short wait, less the names already in use. */
export const generateCategorySuggestions = categoryThunk(
  'generate',
  CATEGORY_MESSAGES.generate,
  async ({ deps }: WithDeps): Promise<CategoryDraft[]> => {
    await deps.pause(AI_GENERATION_DELAY_MS);
    const list = readStoredCategories(deps.area()) ?? [];
    return SAMPLE_AI_SUGGESTIONS.filter((draft) => !hasProblems(categoryDraftProblems(draft, list)));
  },
);

/** Replaces whatever is stored, readable or not, with the defaults; the screen confirms first. */
export const resetCategoriesToDefaults = categoryThunk(
  'reset',
  CATEGORY_MESSAGES.createMany,
  ({ deps }: WithDeps) => {
    const seeded = defaultCategories(deps.now());
    writeStoredCategories(deps.area(), seeded);
    return seeded;
  },
);
