import { useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { CategoryFailure } from './categories-thunks';
import {
  createCategories,
  createCategory,
  deleteCategory,
  generateCategorySuggestions,
  loadCategories,
  reorderCategories,
  resetCategoriesToDefaults,
  updateCategory,
} from './categories-thunks';
import { useCategoryDeps } from './category-deps';
import type { CategoryChanges, CategoryDraft } from './category-types';

/** What a screen learns from an action: done, or section 8's sentence. */
export type CategoryOutcome = { ok: true } | { ok: false; message: string };

interface Settled {
  meta: { requestStatus: 'fulfilled' | 'rejected' };
  payload?: unknown;
}

const outcomeOf = ({ meta, payload }: Settled): CategoryOutcome =>
  meta.requestStatus === 'fulfilled'
    ? { ok: true }
    : { ok: false, message: (payload as CategoryFailure).message };

/** The category store's actions with the injected storage, clock and wait already supplied. */
export function useCategoryActions() {
  const dispatch = useAppDispatch();
  const deps = useCategoryDeps();
  return useMemo(
    () => ({
      load: async () => outcomeOf(await dispatch(loadCategories({ deps }))),
      create: async (draft: CategoryDraft) => outcomeOf(await dispatch(createCategory({ deps, draft }))),
      createMany: async (drafts: CategoryDraft[]) =>
        outcomeOf(await dispatch(createCategories({ deps, drafts }))),
      update: async (id: number, changes: CategoryChanges) =>
        outcomeOf(await dispatch(updateCategory({ deps, id, changes }))),
      remove: async (id: number) => outcomeOf(await dispatch(deleteCategory({ deps, id }))),
      reorder: async (orderedIds: number[]) =>
        outcomeOf(await dispatch(reorderCategories({ deps, orderedIds }))),
      generate: async () => outcomeOf(await dispatch(generateCategorySuggestions({ deps }))),
      reset: async () => outcomeOf(await dispatch(resetCategoriesToDefaults({ deps }))),
    }),
    [dispatch, deps],
  );
}
