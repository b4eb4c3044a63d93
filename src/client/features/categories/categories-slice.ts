import { createEntityAdapter, createSlice, type EntityState, isAnyOf } from '@reduxjs/toolkit';
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
import { bySortOrder } from './category-rules';
import type { CategoryDraft, FeedbackCategory } from './category-types';

const categoriesAdapter = createEntityAdapter<FeedbackCategory>({ sortComparer: bySortOrder });

export interface CategoriesState extends EntityState<FeedbackCategory, number> {
  loadStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  loadError: string | null;
  /** The stored value is not a list of categories: the screen offers 'Reset to defaults'. */
  storedValueUnreadable: boolean;
  generating: boolean;
  /** AI suggestions waiting for the person's review; none are stored until chosen. */
  suggestions: CategoryDraft[];
}

const initialState: CategoriesState = categoriesAdapter.getInitialState({
  loadStatus: 'idle',
  loadError: null,
  storedValueUnreadable: false,
  generating: false,
  suggestions: [],
});

const storedListChanged = isAnyOf(
  loadCategories.fulfilled,
  createCategory.fulfilled,
  createCategories.fulfilled,
  updateCategory.fulfilled,
  deleteCategory.fulfilled,
  reorderCategories.fulfilled,
  resetCategoriesToDefaults.fulfilled,
);

const anyChangeRejected = isAnyOf(
  loadCategories.rejected,
  createCategory.rejected,
  createCategories.rejected,
  updateCategory.rejected,
  deleteCategory.rejected,
  reorderCategories.rejected,
  generateCategorySuggestions.rejected,
);

const sameName = (a: CategoryDraft, b: FeedbackCategory) => a.name.toLowerCase() === b.name.toLowerCase();

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {
    suggestionsDismissed: (state) => {
      state.suggestions = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCategories.pending, (state) => {
        state.loadStatus = 'loading';
        state.loadError = null;
      })
      .addCase(loadCategories.rejected, (state, { payload }) => {
        categoriesAdapter.removeAll(state);
        state.loadStatus = 'failed';
        state.loadError = payload?.message ?? null;
      })
      .addCase(generateCategorySuggestions.pending, (state) => {
        state.generating = true;
        state.suggestions = [];
      })
      .addCase(generateCategorySuggestions.fulfilled, (state, { payload }) => {
        state.generating = false;
        state.suggestions = payload;
      })
      .addCase(generateCategorySuggestions.rejected, (state) => {
        state.generating = false;
      })
      .addMatcher(storedListChanged, (state, { payload }) => {
        categoriesAdapter.setAll(state, payload);
        state.loadStatus = 'loaded';
        state.loadError = null;
        state.storedValueUnreadable = false;
        // A suggestion added (or made by hand meanwhile) is no longer one to offer.
        state.suggestions = state.suggestions.filter(
          (draft) => !payload.some((item) => sameName(draft, item)),
        );
      })
      .addMatcher(anyChangeRejected, (state, { payload }) => {
        if (payload?.unreadable) state.storedValueUnreadable = true;
      });
  },
});

export const { suggestionsDismissed } = categoriesSlice.actions;
export const categoriesReducer = categoriesSlice.reducer;

type WithCategories = { categories: CategoriesState };

const adapterSelectors = categoriesAdapter.getSelectors((state: WithCategories) => state.categories);

/** Every category in sort order, active or not. */
export const selectCategories = adapterSelectors.selectAll;
export const selectCategoriesState = (state: WithCategories) => state.categories;
