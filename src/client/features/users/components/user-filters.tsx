import { Flex } from '@chakra-ui/react';
import { roleLabel, statusLabel } from '../../../lib/role-display';
import type { UserTableState } from '../user-table-state';
import { FilterSelect } from './filter-select';
import { UserSearchBox } from './user-search-box';

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: roleLabel('admin') },
  { value: 'regular', label: roleLabel('regular') },
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...['pending', 'approved', 'rejected'].map((status) => ({ value: status, label: statusLabel(status) })),
];
const VERIFIED_OPTIONS = [
  { value: '', label: 'Verified or not' },
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not verified' },
];

interface UserFiltersProps {
  table: UserTableState;
  onChange: (changes: Partial<UserTableState>) => void;
}

/** The search and the three filters of the All Users table. */
export function UserFilters({ table, onChange }: UserFiltersProps) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end">
      <UserSearchBox value={table.search} onSearch={(search) => onChange({ search })} />
      <FilterSelect
        label="Role"
        name="role"
        value={table.role}
        options={ROLE_OPTIONS}
        onChange={(role) => onChange({ role: role as UserTableState['role'] })}
      />
      <FilterSelect
        label="Status"
        name="status"
        value={table.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as UserTableState['status'] })}
      />
      <FilterSelect
        label="E-mail verification"
        name="verified"
        value={table.verified}
        options={VERIFIED_OPTIONS}
        onChange={(verified) => onChange({ verified: verified as UserTableState['verified'] })}
      />
    </Flex>
  );
}
