import { useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { apiErrorBody, networkErrorMessage, type QueryError } from '../../lib/api-error-message';
import {
  type CategoryList,
  categoriesOf,
  useCreateFeedbackCategoryMutation,
  useDeleteFeedbackCategoryMutation,
  useGetFeedbackCategoriesQuery,
  useReorderFeedbackCategoriesMutation,
  useUpdateFeedbackCategoryMutation,
} from './categories-api';
import { generateCategorySuggestions, suggestionsAdded } from './categories-slice';
import { useCategoryDeps } from './category-deps';
import { CATEGORY_MESSAGES } from './category-messages';
import type { CategoryChanges, CategoryDraft } from './category-types';

/**
 * What a screen learns from an action: done, or section 8's sentence with the server's reason (a name
 * taken, a category its comments still use) and the fields it names.
 */
export type CategoryOutcome =
  | { ok: true }
  | { ok: false; message: string; reason: string | null; fields: Record<string, string> };

type Sent = { error?: unknown };

/** Section 5: an unknown id fails with 'Category not found'; every other failure with its operation's sentence. */
function outcomeOf({ error }: Sent, message: string): CategoryOutcome {
  if (!error) return { ok: true };
  const queryError = error as QueryError;
  const body = apiErrorBody(queryError);
  if (body?.statusCode === 404)
    return { ok: false, message: CATEGORY_MESSAGES.notFound, reason: null, fields: {} };
  const reason = networkErrorMessage(queryError) ?? body?.detail ?? body?.error ?? null;
  return { ok: false, message, reason, fields: body?.fields ?? {} };
}

/** The category store's actions, each answering a CategoryOutcome. */
export function useCategoryActions() {
  const dispatch = useAppDispatch();
  const deps = useCategoryDeps();
  const { data, refetch } = useGetFeedbackCategoriesQuery();
  const [create] = useCreateFeedbackCategoryMutation();
  const [update] = useUpdateFeedbackCategoryMutation();
  const [reorder] = useReorderFeedbackCategoriesMutation();
  const [remove] = useDeleteFeedbackCategoryMutation();
  const list: CategoryList | undefined = data;
  return useMemo(
    () => ({
      load: async () => outcomeOf(await refetch(), CATEGORY_MESSAGES.load),
      create: async (draft: CategoryDraft) => outcomeOf(await create(draft), CATEGORY_MESSAGES.create),
      /** The reviewed AI suggestions, one after the other; the first refused stops the rest. */
      createMany: async (drafts: CategoryDraft[]) => {
        const added: string[] = [];
        for (const draft of drafts) {
          const outcome = outcomeOf(await create(draft), CATEGORY_MESSAGES.createMany);
          if (!outcome.ok) {
            dispatch(suggestionsAdded(added));
            return outcome;
          }
          added.push(draft.name);
        }
        dispatch(suggestionsAdded(added));
        return { ok: true } as const;
      },
      update: async (id: number, changes: CategoryChanges) =>
        outcomeOf(await update({ id, changes }), CATEGORY_MESSAGES.update),
      remove: async (id: number) => outcomeOf(await remove(id), CATEGORY_MESSAGES.delete),
      reorder: async (orderedIds: number[]) =>
        outcomeOf(await reorder(orderedIds), CATEGORY_MESSAGES.reorder),
      generate: async (): Promise<CategoryOutcome> => {
        const current = list && !list.fromCache ? categoriesOf(list) : null;
        const action = await dispatch(generateCategorySuggestions({ deps, current }));
        return action.meta.requestStatus === 'fulfilled'
          ? { ok: true }
          : { ok: false, message: CATEGORY_MESSAGES.generate, reason: null, fields: {} };
      },
    }),
    [dispatch, deps, list, refetch, create, update, reorder, remove],
  );
}
