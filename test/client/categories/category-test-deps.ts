import type { CategoryDeps } from '../../../src/client/features/feedback-categories/category-deps';
import { CATEGORY_STORAGE_KEY } from '../../../src/client/features/feedback-categories/category-storage';

/** An AI wait that records what it was asked and returns at once. */
export function testDeps() {
  const pauses: number[] = [];
  const deps: CategoryDeps = {
    pause: async (ms) => {
      pauses.push(ms);
    },
  };
  return { deps, pauses };
}

/** The names of the browser's offline copy, in sort order (section 7's `feedback-categories`). */
export const cachedNames = () =>
  (
    JSON.parse(window.localStorage.getItem(CATEGORY_STORAGE_KEY) ?? '[]') as {
      name: string;
      sortOrder: number;
    }[]
  )
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => category.name);
