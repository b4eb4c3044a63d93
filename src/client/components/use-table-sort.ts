import { useState } from 'react';
import type { TableSorting } from './data-table';

/** The order of a table sorted in the browser, where the rows arrive whole. */
export interface SortState<K extends string> {
  key: K;
  order: 'asc' | 'desc';
}

type Sortable = string | number | null;

/**
 * The rows in `sort`'s order. Nulls (no grade yet, never submitted) go last in either order, so the
 * table starts with real values; `tieBreak` orders equal cells, turned round with the rest.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  cellOf: (row: T, key: K) => Sortable,
  tieBreak: (a: T, b: T) => number = () => 0,
) {
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = cellOf(a, sort.key);
    const right = cellOf(b, sort.key);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return sign * (compared || tieBreak(a, b));
  });
}

/** A click on the sorted column turns its order round; a click on another sorts by it, ascending. */
export const nextSort = <K extends string>(sort: SortState<K>, key: K): SortState<K> =>
  sort.key === key ? { key, order: sort.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' };

/** The sorting of a table sorted in the browser, starting from `initial`. */
export function useTableSort<SortKey extends string>(initial: SortState<SortKey>) {
  const [sort, setSort] = useState(initial);
  const onSort = (key: SortKey) => setSort((before) => nextSort(before, key));
  return { ...sort, onSort } satisfies TableSorting<SortKey>;
}
