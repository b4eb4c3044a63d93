import { type UserSheetRow, usersAfter } from '../accounts/user-sheet-rows';
import type { Database } from '../db/client';
import { pagesById } from './pages';
import { type SheetColumn, writeSheet } from './sheet';
import type { DownloadProgress, WorkbookWriter } from './workbook-response';

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
export function writeUsersSheet(db: Database, workbook: WorkbookWriter, progress: DownloadProgress) {
  const pages = pagesById(
    (afterId, limit) => usersAfter(db, afterId, limit),
    (row) => row.id,
  );
  return writeSheet(workbook, progress, 'Users', columns, pages);
}
