import type { LogPage } from '../../../shared/contract';
import { type LogFilterState, showsProblemsOnly, toLogListQuery } from './log-filter-state';
import { useListLogsQuery } from './logs-api';
import { mergeProblemPages, problemQuery } from './problem-records';

export interface LogList {
  /** The last answer, kept while the next one loads. */
  data: LogPage | undefined;
  /** The answer for the filters as they are now. */
  currentData: LogPage | undefined;
  /** False when warnings and errors go back further than the merged list shows. */
  complete: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
  fulfilledTimeStamp: number | undefined;
}

/** The records the screen shows: one query, or warnings and errors asked for level by level and merged. */
export function useLogList(filters: LogFilterState, pollingInterval: number): LogList {
  const problemsOnly = showsProblemsOnly(filters);
  const single = useListLogsQuery(toLogListQuery(filters), { skip: problemsOnly, pollingInterval });
  const errors = useListLogsQuery(problemQuery(filters, 'error'), { skip: !problemsOnly, pollingInterval });
  const warnings = useListLogsQuery(problemQuery(filters, 'warning'), {
    skip: !problemsOnly,
    pollingInterval,
  });
  if (!problemsOnly) {
    const { data, currentData, isLoading, isFetching, isError, fulfilledTimeStamp } = single;
    return {
      ...{ data, currentData, isLoading, isFetching, isError, fulfilledTimeStamp },
      complete: true,
      refetch: () => void single.refetch(),
    };
  }
  const merge = (a: LogPage | undefined, b: LogPage | undefined) =>
    a && b ? mergeProblemPages([a, b], filters.page, filters.pageSize) : undefined;
  const data = merge(errors.data, warnings.data);
  const times = [errors.fulfilledTimeStamp, warnings.fulfilledTimeStamp];
  return {
    data: data?.page,
    currentData: merge(errors.currentData, warnings.currentData)?.page,
    complete: data?.complete ?? true,
    isLoading: errors.isLoading || warnings.isLoading,
    isFetching: errors.isFetching || warnings.isFetching,
    isError: errors.isError || warnings.isError,
    refetch: () => {
      void errors.refetch();
      void warnings.refetch();
    },
    fulfilledTimeStamp: times.every((time) => time !== undefined)
      ? Math.min(...(times as number[]))
      : undefined,
  };
}
