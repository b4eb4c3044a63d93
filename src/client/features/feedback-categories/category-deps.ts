import { createContext, useContext } from 'react';

/** What the category screen reaches outside Redux for, injected so tests need not wait. */
export interface CategoryDeps {
  /** The simulated wait of AI generation (section 7: fixed sample data, not a real call). */
  pause: (ms: number) => Promise<void>;
}

export const browserCategoryDeps: CategoryDeps = {
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const CategoryDepsContext = createContext<CategoryDeps>(browserCategoryDeps);

/** Screens wait for real unless a provider above them says otherwise. */
export const CategoryDepsProvider = CategoryDepsContext.Provider;

export const useCategoryDeps = () => useContext(CategoryDepsContext);
