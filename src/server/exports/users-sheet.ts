import { asc, gt } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { pagesById } from './pages';
import { type SheetColumn, writeSheet } from './sheet';
import type { DownloadProgress, WorkbookWriter } from './workbook-response';

// Named columns only: the password hash never leaves the table, not even into a query's result.
const selectUserFields = (db: Database) =>
  db
    .select({
      id: users.id,
      username: users.username,
      displayName: displayNameColumn,
      email: users.email,
      role: users.role,
      status: users.status,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users);

type UserRow = Awaited<ReturnType<typeof selectUserFields>>[number];

const columns: SheetColumn<UserRow>[] = [
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
    (afterId, limit) => selectUserFields(db).where(gt(users.id, afterId)).orderBy(asc(users.id)).limit(limit),
    (row) => row.id,
  );
  return writeSheet(workbook, progress, 'Users', columns, pages);
}
