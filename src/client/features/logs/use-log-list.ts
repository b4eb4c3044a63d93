import { useMemo } from 'react';
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

const merge = (errors: LogPage | undefined, warnings: LogPage | undefined, page: number, pageSize: number) =>
  errors && warnings ? mergeProblemPages([errors, warnings], page, pageSize) : undefined;

/** The records the screen shows: one query, or warnings and errors asked for level by level and merged. */
export function useLogList(filters: LogFilterState, pollingInterval: number): LogList {
  const problemsOnly = showsProblemsOnly(filters);
  const single = useListLogsQuery(toLogListQuery(filters), { skip: problemsOnly, pollingInterval });
  const errors = useListLogsQuery(problemQuery(filters, 'error'), { skip: !problemsOnly, pollingInterval });
  const warnings = useListLogsQuery(problemQuery(filters, 'warning'), {
    skip: !problemsOnly,
    pollingInterval,
  });
  const { page, pageSize } = filters;
  // Sorting two hundred records is derived from the two answers alone: once per answer, not per render.
  const merged = useMemo(
    () => merge(errors.data, warnings.data, page, pageSize),
    [errors.data, warnings.data, page, pageSize],
  );
  const mergedCurrent = useMemo(
    () =>
      errors.currentData === errors.data && warnings.currentData === warnings.data
        ? merged
        : merge(errors.currentData, warnings.currentData, page, pageSize),
    [errors.currentData, warnings.currentData, errors.data, warnings.data, merged, page, pageSize],
  );
  if (!problemsOnly) {
    const { data, currentData, isLoading, isFetching, isError, fulfilledTimeStamp } = single;
    return {
      ...{ data, currentData, isLoading, isFetching, isError, fulfilledTimeStamp },
      complete: true,
      refetch: () => void single.refetch(),
    };
  }
  const times = [errors.fulfilledTimeStamp, warnings.fulfilledTimeStamp];
  return {
    data: merged?.page,
    currentData: mergedCurrent?.page,
    complete: merged?.complete ?? true,
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
