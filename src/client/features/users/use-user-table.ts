import { useAddressState } from '../../components/use-address-state';
import { readUserTable, writeUserTable } from './user-table-state';

/** The All Users table lives in the address (brief: reload and back keep it); any change but a page turn starts at page 1. */
export function useUserTable() {
  const { state, update } = useAddressState(readUserTable, writeUserTable);
  return { table: state, update };
}
