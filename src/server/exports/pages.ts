import type { CourseScope } from '../courses/course-scope';
import type { Database } from '../db/client';
import { type SheetColumn, writeSheet } from './sheet';
import type { DownloadProgress, WorkbookWriter } from './workbook-response';

/** Rows read per query: small enough to keep memory flat, large enough to keep queries few. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Reads rows in pages after the last id seen (a cursor, not an offset), so every page is as quick as
 * the first and rows added meanwhile are neither skipped nor repeated.
 */
export async function* pagesById<Row>(
  readPage: (afterId: number, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const page = await readPage(afterId, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    afterId = idOf(page[page.length - 1]);
  }
}

/** The courses an export covers: one (courseId) among those the reader teaches (null: every course). */
export type ExportScope = CourseScope;

/**
 * A sheet whose rows are read in pages after the last id: its writer takes the database, the workbook,
 * the download's progress and, for a sheet that has one, what the download covers (`Scope`).
 */
export function pagedSheet<Row extends { id: number }, Scope = void>(
  name: string,
  columns: SheetColumn<Row>[],
  readPage: (db: Database, afterId: number, limit: number, scope: Scope) => Promise<Row[]>,
) {
  return (db: Database, workbook: WorkbookWriter, progress: DownloadProgress, scope: Scope) =>
    writeSheet(
      workbook,
      progress,
      name,
      columns,
      pagesById(
        (afterId, limit) => readPage(db, afterId, limit, scope),
        (row) => row.id,
      ),
    );
}
