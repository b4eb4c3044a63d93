import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';

/** A list the server answers, kept normalised by id. */
export type EntityRows<T, Id extends number = number> = EntityState<T, Id>;

/**
 * A list the server answers, kept normalised: its adapter (in `order`, or as the rows arrive without
 * one), the state built from an answer, and memoised selectors that give the same list object until a
 * row changes. Each entity's module makes one (`courseList`, …) with the order the server lists in.
 */
export function entityList<T, Id extends number = number>(options: {
  order?: (a: T, b: T) => number;
  idOf?: (row: T) => Id;
}) {
  const adapter = createEntityAdapter<T, Id>({
    ...(options.order ? { sortComparer: options.order } : {}),
    ...(options.idOf ? { selectId: options.idOf } : {}),
  } as Parameters<typeof createEntityAdapter<T, Id>>[0]);
  const selectors = adapter.getSelectors();
  return {
    adapter,
    fromRows: (rows: readonly T[]): EntityRows<T, Id> => adapter.setAll(adapter.getInitialState(), rows),
    selectAll: selectors.selectAll,
    selectById: selectors.selectById,
  };
}
