import { Flex } from '@chakra-ui/react';
import { LabelledSelect } from '../../../components/labelled-select';
import { TypedFilter } from '../../../components/typed-filter';
import { roleLabel, statusLabel } from '../../../lib/role-display';
import type { UserTableState } from '../user-table-state';

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
      <TypedFilter
        label="Search users"
        name="search"
        placeholder="Username or e-mail"
        minWidth="64"
        value={table.search}
        onChange={(search) => onChange({ search })}
      />
      <LabelledSelect
        label="Role"
        name="role"
        value={table.role}
        options={ROLE_OPTIONS}
        onChange={(role) => onChange({ role: role as UserTableState['role'] })}
      />
      <LabelledSelect
        label="Status"
        name="status"
        value={table.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as UserTableState['status'] })}
      />
      <LabelledSelect
        label="E-mail verification"
        name="verified"
        value={table.verified}
        options={VERIFIED_OPTIONS}
        onChange={(verified) => onChange({ verified: verified as UserTableState['verified'] })}
      />
    </Flex>
  );
}
