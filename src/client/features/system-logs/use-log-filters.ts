import { useAddressState } from '../../components/use-address-state';
import { readLogFilters, writeLogFilters } from './log-filter-state';

/**
 * The screen's filters live in the address. Changing a filter starts again at page 1; opening or
 * closing a record's details changes nothing else.
 */
export function useLogFilters() {
  const { state, update } = useAddressState(
    readLogFilters,
    writeLogFilters,
    (key) => key === 'page' || key === 'log',
  );
  return { filters: state, update };
}
