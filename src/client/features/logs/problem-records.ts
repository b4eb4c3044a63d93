import type { LogListQuery, LogPage, LogRecord } from '../../../shared/contract';
import { type LogFilterState, toLogListQuery } from './log-filter-state';

/**
 * Warnings and errors together. The server filters by one level at a time, so the screen asks for the
 * newest records of each level (the most one page holds) and merges them, newest first.
 */
const PROBLEM_FETCH_SIZE = 100;

export const problemQuery = (state: LogFilterState, level: 'error' | 'warning'): LogListQuery => ({
  ...toLogListQuery(state),
  level,
  page: 1,
  page_size: PROBLEM_FETCH_SIZE,
});

const newestFirst = (a: LogRecord, b: LogRecord) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id;

export interface MergedProblems {
  /** The page the screen shows, as the server would have answered it for both levels at once. */
  page: LogPage;
  /** False when older records of a level exist beyond what was fetched; the list stops before them. */
  complete: boolean;
}

/**
 * One page of the merged list. Where a level has more records than were fetched, the merged list ends
 * at that level's oldest fetched record: past it, a record of that level could be missing.
 */
export function mergeProblemPages(
  levels: readonly LogPage[],
  page: number,
  pageSize: number,
): MergedProblems {
  const merged = levels.flatMap((level) => level.items).sort(newestFirst);
  const cutOffs = levels
    .filter((level) => level.total > level.items.length && level.items.length > 0)
    .map((level) => level.items[level.items.length - 1]);
  const cutOff = cutOffs.sort(newestFirst)[0];
  const kept = cutOff ? merged.filter((record) => newestFirst(record, cutOff) <= 0) : merged;
  const complete = !cutOff;
  const total = complete ? levels.reduce((sum, level) => sum + level.total, 0) : kept.length;
  return {
    page: { items: kept.slice((page - 1) * pageSize, page * pageSize), total, page, page_size: pageSize },
    complete,
  };
}
