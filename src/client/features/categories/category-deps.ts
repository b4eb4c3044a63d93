import { createContext, useContext } from 'react';
import type { StorageArea } from './category-storage';

/** What the category store reaches outside Redux for, injected so tests can break each part. */
export interface CategoryDeps {
  /** Called on every use: reaching `window.localStorage` itself throws where storage is disabled. */
  area: () => StorageArea;
  now: () => Date;
  /** The simulated wait of AI generation (section 7: fixed sample data, not a real call). */
  pause: (ms: number) => Promise<void>;
}

export const browserCategoryDeps: CategoryDeps = {
  area: () => window.localStorage,
  now: () => new Date(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const CategoryDepsContext = createContext<CategoryDeps>(browserCategoryDeps);

/** Screens use the browser's local storage unless a provider above them says otherwise. */
export const CategoryDepsProvider = CategoryDepsContext.Provider;

export const useCategoryDeps = () => useContext(CategoryDepsContext);
