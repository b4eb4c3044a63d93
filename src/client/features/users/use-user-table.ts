import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readUserTable, type UserTableState, writeUserTable } from './user-table-state';

/**
 * The All Users table lives in the address (brief: reload and back keep it). Any change but a page turn
 * starts again at page 1, since the old page number means nothing in a new result.
 */
export function useUserTable() {
  const [params, setParams] = useSearchParams();
  // A search lands a moment after the typing; it must build on the address as it is by then.
  const latest = useRef(params);
  latest.current = params;

  const update = (changes: Partial<UserTableState>) => {
    const before = readUserTable(latest.current);
    const next = writeUserTable({ ...before, page: 1, ...changes });
    if (next.toString() !== writeUserTable(before).toString()) setParams(next);
  };

  return { table: readUserTable(params), update };
}
