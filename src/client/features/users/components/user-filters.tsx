import { FilterBar, filterBinder } from '../../../components/filter-bar';
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
  const bind = filterBinder(table, onChange);
  return (
    <FilterBar label="Filter users">
      <TypedFilter
        label="Search users"
        placeholder="Name, username or e-mail"
        minWidth="64"
        {...bind('search')}
      />
      <LabelledSelect label="Role" options={ROLE_OPTIONS} {...bind('role')} />
      <LabelledSelect label="Status" options={STATUS_OPTIONS} {...bind('status')} />
      <LabelledSelect label="E-mail verification" options={VERIFIED_OPTIONS} {...bind('verified')} />
    </FilterBar>
  );
}
