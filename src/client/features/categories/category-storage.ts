import type { FeedbackCategory } from './category-types';

/** Section 7: the categories live in the browser's local storage under this key. */
export const CATEGORY_STORAGE_KEY = 'feedback-categories';

/** The part of the Web Storage API the store needs, so tests can hand it a full or broken one. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored value is there but is not a list of categories; the store refuses to write over it. */
export class UnreadableCategoriesError extends Error {
  constructor() {
    super('The stored feedback categories cannot be read.');
    this.name = 'UnreadableCategoriesError';
  }
}

const isCategory = (value: unknown): value is FeedbackCategory => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.id) &&
    typeof item.name === 'string' &&
    typeof item.description === 'string' &&
    typeof item.color === 'string' &&
    typeof item.sortOrder === 'number' &&
    typeof item.isActive === 'boolean' &&
    typeof item.createdAt === 'string' &&
    typeof item.updatedAt === 'string'
  );
};

/**
 * The stored list, or null when nothing is stored yet. A value that is not JSON, or not a list of
 * categories, throws UnreadableCategoriesError; a storage that cannot be reached throws its own error.
 */
export function readStoredCategories(area: StorageArea): FeedbackCategory[] | null {
  const raw = area.getItem(CATEGORY_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UnreadableCategoriesError();
  }
  if (!Array.isArray(parsed) || !parsed.every(isCategory)) throw new UnreadableCategoriesError();
  return parsed;
}

/** Throws what the storage throws, e.g. a QuotaExceededError when the browser's quota is full. */
export function writeStoredCategories(area: StorageArea, categories: readonly FeedbackCategory[]): void {
  area.setItem(CATEGORY_STORAGE_KEY, JSON.stringify(categories));
}
