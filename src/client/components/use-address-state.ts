import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state kept in the address, so a reload and Back keep it: read from the search parameters,
 * changed by merging changes into what the address holds by then. A change of anything but what
 * `keepsPage` names starts again at page 1, since the old page number means nothing in a new result.
 */
export function useAddressState<State extends { page: number }>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
  keepsPage: (key: string) => boolean = (key) => key === 'page',
) {
  const [params, setParams] = useSearchParams();
  // Typing lands a moment after it happens; it must build on the address as it is by then.
  const latest = useRef(params);
  latest.current = params;

  const update = (changes: Partial<State>) => {
    const before = read(latest.current);
    const samePage = Object.keys(changes).every(keepsPage);
    const next = write({ ...before, ...(samePage ? {} : { page: 1 }), ...changes });
    if (next.toString() !== write(before).toString()) setParams(next);
  };

  return { state: read(params), update };
}
