import type { CourseScope } from '../courses/course-scope';

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
