import { HttpResponse } from 'msw';
import { type ExportKind, exportFileName, XLSX_CONTENT_TYPE } from '../../src/shared/contract';
import { handleAsAdmin } from './handle';
import { notFound } from './respond';
import { rowOf } from './rows';

/** Not a real workbook, only its size and first bytes: the browser saves the bytes without opening them. */
export const MOCK_WORKBOOK_BYTES = 3 * 1024;

function workbookBody(): ReadableStream<Uint8Array> {
  const bytes = new Uint8Array(MOCK_WORKBOOK_BYTES);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  // In two chunks, as a streamed export arrives, so progress has something to count.
  const half = MOCK_WORKBOOK_BYTES / 2;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, half));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

const WORKBOOKS = { exportUsers: 'users', exportEnrollments: 'enrollments', exportGrades: 'grades' } as const;

const exportHandler = ([name, kind]: [keyof typeof WORKBOOKS, ExportKind]) =>
  handleAsAdmin(name, ({ request }) => {
    const courseId = Number(new URL(request.url).searchParams.get('course_id') ?? 0);
    if (courseId && !rowOf('courses', courseId)) return notFound('That course');
    // Bytes, not the JSON the contract types its answers as.
    return new HttpResponse(workbookBody() as never, {
      headers: {
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${exportFileName(kind, new Date())}"`,
        'cache-control': 'no-store',
      },
    });
  });

/** GET /admin/exports/{kind}.xlsx as the server answers it: an attachment, for admins only. */
export const exportHandlers = (Object.entries(WORKBOOKS) as Array<[keyof typeof WORKBOOKS, ExportKind]>).map(
  exportHandler,
);
