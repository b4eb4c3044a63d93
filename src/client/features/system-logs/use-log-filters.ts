import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type LogFilterState, readLogFilters, writeLogFilters } from './log-filter-state';

/**
 * The screen's filters live in the address. Changing a filter starts again at page 1, since the old
 * page number means nothing in a new result; opening or closing a record's details changes nothing else.
 */
export function useLogFilters() {
  const [params, setParams] = useSearchParams();
  // Typing lands a moment after it happens; it must build on the address as it is by then.
  const latest = useRef(params);
  latest.current = params;

  const update = (changes: Partial<LogFilterState>) => {
    const before = readLogFilters(latest.current);
    const keepsPage = Object.keys(changes).every((key) => key === 'page' || key === 'log');
    const next = writeLogFilters({ ...before, ...(keepsPage ? {} : { page: 1 }), ...changes });
    if (next.toString() !== writeLogFilters(before).toString()) setParams(next);
  };

  return { filters: readLogFilters(params), update };
}
