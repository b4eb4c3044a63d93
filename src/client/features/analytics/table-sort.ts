/** A client-side sort over rows already loaded: the analytics answer holds every row at once. */
export interface SortState<K extends string> {
  key: K;
  order: 'asc' | 'desc';
}

type Sortable = string | number | null;

/** Nulls (no grade yet, never submitted) go last in either order, so the table starts with real values. */
export function sortRows<T, K extends string>(
  rows: T[],
  sort: SortState<K>,
  cellOf: (row: T, key: K) => Sortable,
) {
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = cellOf(a, sort.key);
    const right = cellOf(b, sort.key);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right));
  });
}

/** A click on the sorted column turns its order round; a click on another sorts by it, ascending. */
export const nextSort = <K extends string>(sort: SortState<K>, key: K): SortState<K> =>
  sort.key === key ? { key, order: sort.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' };

export const formatAverage = (value: number | null) => (value === null ? '—' : value.toFixed(1));
