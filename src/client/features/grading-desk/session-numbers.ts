import { useRef } from 'react';

/**
 * Numbers comments as the instructor first sees them, in reading order, and keeps each number for the
 * session: a comment added later takes the next free number and is listed where it lands in the essay,
 * so "Comment 7" stays comment 7 while it is being read. A wholly new set (a draft made again) is
 * numbered afresh. Returns the map it filled, for the same map to be passed again.
 */
export function assignSessionNumbers(
  known: Map<number, number>,
  ids: readonly number[],
): Map<number, number> {
  if (ids.length > 0 && known.size > 0 && !ids.some((id) => known.has(id))) known.clear();
  let next = Math.max(0, ...known.values());
  for (const id of ids) {
    if (!known.has(id)) {
      next += 1;
      known.set(id, next);
    }
  }
  return known;
}

/** assignSessionNumbers for one grading screen: a comment's number, 0 for one it has not seen. */
export function useSessionNumbers(items: readonly { id: number }[]): (id: number) => number {
  const known = useRef(new Map<number, number>());
  assignSessionNumbers(
    known.current,
    items.map((item) => item.id),
  );
  const numbers = known.current;
  return (id) => numbers.get(id) ?? 0;
}
