import { useState } from 'react';
import type { TableSorting } from './data-table';

/**
 * The order of a table sorted in the browser: a click on the sorted column turns its order round; a
 * click on another sorts by it, ascending.
 */
export function useTableSort<SortKey extends string>(initial: Omit<TableSorting<SortKey>, 'onSort'>) {
  const [sort, setSort] = useState(initial);
  const onSort = (key: SortKey) =>
    setSort((before) =>
      before.key === key ? { key, order: before.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' },
    );
  return { ...sort, onSort } satisfies TableSorting<SortKey>;
}
