import type { CategoryDeps } from '../category-deps';
import { CATEGORY_STORAGE_KEY, type StorageArea } from '../category-storage';

/** A storage area the test can read and break: writes or reads throw while their switch is on. */
export interface TestArea extends StorageArea {
  stored: () => string | null;
  failReads: boolean;
  failWrites: boolean;
}

export function testArea(initial: string | null = null): TestArea {
  let value = initial;
  const area: TestArea = {
    failReads: false,
    failWrites: false,
    stored: () => value,
    getItem: (key) => {
      if (area.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
      return key === CATEGORY_STORAGE_KEY ? value : null;
    },
    setItem: (key, next) => {
      if (area.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      if (key === CATEGORY_STORAGE_KEY) value = next;
    },
  };
  return area;
}

export const FIRST_DAY = new Date('2025-03-01T09:00:00.000Z');
export const LATER_DAY = new Date('2025-03-08T16:30:00.000Z');

/** A clock the test moves by hand, and an AI wait that records what it was asked and returns at once. */
export function testDeps(area: StorageArea) {
  let now = FIRST_DAY;
  const pauses: number[] = [];
  const deps: CategoryDeps = {
    area: () => area,
    now: () => now,
    pause: async (ms) => {
      pauses.push(ms);
    },
  };
  return {
    deps,
    pauses,
    setNow: (next: Date) => {
      now = next;
    },
  };
}

export const storedNames = (area: TestArea) =>
  (JSON.parse(area.stored() ?? '[]') as { name: string; sortOrder: number }[])
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => category.name);
