import { type UserSheetRow, usersAfter } from '../accounts/user-sheet-rows';
import { pagedSheet } from './pages';
import type { SheetColumn } from './sheet';

const columns: SheetColumn<UserSheetRow>[] = [
  { header: 'ID', width: 8, value: (row) => row.id },
  { header: 'Name', width: 28, value: (row) => row.displayName },
  { header: 'Username', width: 24, value: (row) => row.username },
  { header: 'E-mail', width: 32, value: (row) => row.email },
  { header: 'Role', width: 10, value: (row) => row.role },
  { header: 'Status', width: 12, value: (row) => row.status },
  { header: 'E-mail verified', width: 16, value: (row) => row.emailVerified },
  { header: 'Created at (UTC)', width: 18, format: 'date', value: (row) => row.createdAt },
];

/** The Users sheet: every account, in the order they were created. */
export const writeUsersSheet = pagedSheet('Users', columns, usersAfter);
