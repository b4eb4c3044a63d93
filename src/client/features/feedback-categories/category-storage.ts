import type { FeedbackCategory } from './category-types';

/**
 * Section 7: the categories live in the browser's local storage under this key. The server keeps them
 * now; this copy is written after every answer and read only while the server cannot be reached.
 */
export const CATEGORY_STORAGE_KEY = 'feedback-categories';

/** The part of the Web Storage API the cache needs. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem'>;

const isCategory = (value: unknown): value is FeedbackCategory => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.id) &&
    typeof item.key === 'string' &&
    typeof item.name === 'string' &&
    typeof item.description === 'string' &&
    typeof item.color === 'string' &&
    typeof item.icon === 'string' &&
    typeof item.sortOrder === 'number' &&
    typeof item.isActive === 'boolean' &&
    typeof item.createdAt === 'string' &&
    typeof item.updatedAt === 'string'
  );
};

/** Reaching `window.localStorage` itself throws where storage is disabled. */
const browserArea = (): StorageArea | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The copy last written, or null when there is none that can be read: storage out of reach, nothing
 * stored, or a value that is not a list of the server's categories (an older browser-only list, say).
 */
export function readCachedCategories(area: StorageArea | null = browserArea()): FeedbackCategory[] | null {
  try {
    const raw = area?.getItem(CATEGORY_STORAGE_KEY) ?? null;
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCategory) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the copy; a full or disabled storage only means there is no offline copy, never a failure. */
export function writeCachedCategories(
  categories: readonly FeedbackCategory[],
  area: StorageArea | null = browserArea(),
): void {
  try {
    area?.setItem(CATEGORY_STORAGE_KEY, JSON.stringify(categories));
  } catch {
    // QuotaExceededError or SecurityError: the server still has them.
  }
}
