import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { hasProblems } from '../../lib/form-problems';
import type { CategoryDeps } from './category-deps';
import { CATEGORY_MESSAGES } from './category-messages';
import { categoryDraftProblems } from './category-rules';
import type { CategoryDraft, FeedbackCategory } from './category-types';
import { SAMPLE_AI_SUGGESTIONS } from './default-categories';

/** Long enough to show that something is being worked out, short enough not to be in the way. */
export const AI_GENERATION_DELAY_MS = 800;

/** Section 7: not a real call; the fixed sample after a short wait, less the names already in use. */
export const generateCategorySuggestions = createAsyncThunk<
  CategoryDraft[],
  { deps: CategoryDeps; current: readonly FeedbackCategory[] | null },
  { rejectValue: string }
>('categories/suggestionsGenerated', async ({ deps, current }, { rejectWithValue }) => {
  // Suggestions are checked against the list; without one there is nothing to check them against.
  if (!current) return rejectWithValue(CATEGORY_MESSAGES.generate);
  await deps.pause(AI_GENERATION_DELAY_MS);
  return SAMPLE_AI_SUGGESTIONS.filter((draft) => !hasProblems(categoryDraftProblems(draft, current)));
});

export interface CategoriesState {
  generating: boolean;
  /** AI suggestions waiting for the person's review; none are stored until chosen. */
  suggestions: CategoryDraft[];
}

const initialState: CategoriesState = { generating: false, suggestions: [] };

/** The AI suggestions under review; the categories themselves are the server's (categories-api.ts). */
export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {
    suggestionsDismissed: (state) => {
      state.suggestions = [];
    },
    /** Some suggestions were added: they are no longer ones to offer. */
    suggestionsAdded: (state, { payload }: { payload: string[] }) => {
      state.suggestions = state.suggestions.filter((draft) => !payload.includes(draft.name));
    },
  },
  extraReducers: (builder) => {
    builder
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
      });
  },
});

export const { suggestionsDismissed, suggestionsAdded } = categoriesSlice.actions;
export const categoriesReducer = categoriesSlice.reducer;

export const selectCategoriesState = (state: { categories: CategoriesState }) => state.categories;
