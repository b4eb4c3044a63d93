import { createAsyncThunk } from '@reduxjs/toolkit';
import type { CategoryDeps } from './category-deps';
import { CATEGORY_MESSAGES } from './category-messages';
import { renumbered } from './category-rules';
import { readStoredCategories, UnreadableCategoriesError, writeStoredCategories } from './category-storage';
import type { FeedbackCategory } from './category-types';
import { defaultCategories } from './default-categories';

/** A failure as the screen shows it: section 8's sentence, and whether the stored value is unreadable. */
export interface CategoryFailure {
  message: string;
  unreadable: boolean;
}

export interface WithDeps {
  deps: CategoryDeps;
}

/** Section 5: the one failure that names its cause instead of the operation. */
export class CategoryNotFoundError extends Error {}
/** A change the stored list cannot take (a taken name, an incomplete order). */
export class RejectedChangeError extends Error {}

const failureOf = (error: unknown, message: string): CategoryFailure => ({
  message: error instanceof CategoryNotFoundError ? CATEGORY_MESSAGES.notFound : message,
  unreadable: error instanceof UnreadableCategoriesError,
});

/** An async thunk whose every failure (storage, corrupt value, rejected change) rejects with `message`. */
export function categoryThunk<Result, Arg extends WithDeps>(
  type: string,
  message: string,
  run: (arg: Arg) => Result | Promise<Result>,
) {
  return createAsyncThunk<Result, Arg, { rejectValue: CategoryFailure }>(
    `categories/${type}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg);
      } catch (error) {
        return rejectWithValue(failureOf(error, message));
      }
    },
  );
}

type Change<Arg> = (list: FeedbackCategory[], arg: Arg, at: string) => FeedbackCategory[];

/**
 * Every change reads the stored list afresh (another tab may have changed it), applies itself and writes
 * the whole list back, numbered 1 to n. An unreadable stored value fails the change instead of being
 * overwritten, so nobody loses categories without having chosen 'Reset to defaults'.
 */
export function storedListChange<Arg extends WithDeps>(type: string, message: string, change: Change<Arg>) {
  return categoryThunk<FeedbackCategory[], Arg>(type, message, (arg) => {
    const area = arg.deps.area();
    const now = arg.deps.now();
    const list = readStoredCategories(area) ?? defaultCategories(now);
    const next = renumbered(change(list, arg, now.toISOString()));
    writeStoredCategories(area, next);
    return next;
  });
}
