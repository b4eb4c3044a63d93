import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  FeedbackCategory,
  FeedbackCategoryBody,
  FeedbackCategoryUpdate,
} from '../../../shared/contract/feedback-categories';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';
import { bySortOrder, renumbered } from './category-rules';
import { readCachedCategories, writeCachedCategories } from './category-storage';

const categoriesAdapter = createEntityAdapter<FeedbackCategory>({ sortComparer: bySortOrder });

/** The instructor's categories, normalised, and whether they are this browser's copy (section 7). */
export interface CategoryList {
  categories: EntityState<FeedbackCategory, number>;
  /** The server could not be reached: these are the categories last loaded in this browser. */
  fromCache: boolean;
}

const listOf = (categories: readonly FeedbackCategory[], fromCache: boolean): CategoryList => ({
  categories: categoriesAdapter.setAll(categoriesAdapter.getInitialState(), categories),
  fromCache,
});

/** Every category in sort order, active or not. */
export const { selectAll: selectCategoryEntities } = categoriesAdapter.getSelectors();
export const categoriesOf = (list: CategoryList | undefined): FeedbackCategory[] =>
  list ? selectCategoryEntities(list.categories) : [];

/** No answer at all, or a gateway's that the server is away: the time to read the offline copy. */
function unreachable(error: FetchBaseQueryError): boolean {
  return (
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  );
}

const LIST = { type: 'FeedbackCategory' as const, id: LIST_ID };

/**
 * The instructor's feedback categories on the server. Every answer is written through to the browser's
 * copy, which the list falls back on while the server cannot be reached. Each change puts the server's
 * answer into the list it changed, so the grading screen offers a new category at once.
 */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedbackCategories: build.query<CategoryList, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: pathTo(API_ROUTES.getFeedbackCategories) });
        if (!answer.error) {
          const categories = answer.data as FeedbackCategory[];
          writeCachedCategories(categories);
          return { data: listOf(categories, false) };
        }
        const cached = unreachable(answer.error) ? readCachedCategories() : null;
        return cached ? { data: listOf(cached, true) } : { error: answer.error };
      },
      providesTags: [LIST],
    }),
    createFeedbackCategory: build.mutation<FeedbackCategory, FeedbackCategoryBody>({
      query: (body) => callOf(API_ROUTES.createFeedbackCategory, {}, body),
      onQueryStarted: (_body, api) =>
        changeList(api, (list, made) => categoriesAdapter.upsertOne(list, made)),
    }),
    updateFeedbackCategory: build.mutation<FeedbackCategory, { id: number; changes: FeedbackCategoryUpdate }>(
      {
        query: ({ id, changes }) => callOf(API_ROUTES.updateFeedbackCategory, { id }, changes),
        onQueryStarted: (_arg, api) =>
          changeList(api, (list, changed) => categoriesAdapter.upsertOne(list, changed)),
      },
    ),
    reorderFeedbackCategories: build.mutation<FeedbackCategory[], number[]>({
      query: (ids) => callOf(API_ROUTES.reorderFeedbackCategories, {}, { ids }),
      onQueryStarted: (_ids, api) =>
        changeList(api, (list, ordered) => categoriesAdapter.setAll(list, ordered)),
    }),
    deleteFeedbackCategory: build.mutation<void, number>({
      query: (id) => callOf(API_ROUTES.deleteFeedbackCategory, { id }),
      // The server numbers the rest 1 to n again; so does the list.
      onQueryStarted: (id, api) =>
        changeList(api, (list) =>
          categoriesAdapter.setAll(
            list,
            renumbered(selectCategoryEntities(list).filter((category) => category.id !== id)),
          ),
        ),
    }),
  }),
});

interface ChangeApi<Result> {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

/** Once the server has answered, the list takes the answer and the browser's copy the list. */
async function changeList<Result>(
  { dispatch, getState, queryFulfilled }: ChangeApi<Result>,
  apply: (list: EntityState<FeedbackCategory, number>, answer: Result) => void,
) {
  let answer: Result;
  try {
    ({ data: answer } = await queryFulfilled);
  } catch {
    return;
  }
  dispatch(
    categoriesApi.util.updateQueryData('getFeedbackCategories', undefined, (draft) => {
      apply(draft.categories, answer);
      draft.fromCache = false;
    }),
  );
  const list = categoriesApi.endpoints.getFeedbackCategories.select()(getState() as never).data;
  if (list) writeCachedCategories(categoriesOf(list));
}

export const {
  useGetFeedbackCategoriesQuery,
  useCreateFeedbackCategoryMutation,
  useUpdateFeedbackCategoryMutation,
  useReorderFeedbackCategoriesMutation,
  useDeleteFeedbackCategoryMutation,
} = categoriesApi;

/**
 * The signed-in instructor's categories in order, active or not: the server's, else this browser's
 * copy, else none (the screens then fall back on the built-in ones).
 */
export function useFeedbackCategoryList(): readonly FeedbackCategory[] {
  const { data } = useGetFeedbackCategoriesQuery();
  return data ? categoriesOf(data) : NONE;
}
const NONE: readonly FeedbackCategory[] = [];
