import { HttpResponse, http } from 'msw';
import {
  EXPORT_KINDS,
  type ExportKind,
  type ExportQuery,
  exportFileName,
  exportPath,
  XLSX_CONTENT_TYPE,
} from '../../src/shared/contract';
import { db } from '../db';
import { apiPath, notFound, refuseUnlessAdmin } from './respond';

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

const exportHandler = (kind: ExportKind) =>
  http.get(apiPath(exportPath({ kind } as ExportQuery)), ({ request }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const courseId = Number(new URL(request.url).searchParams.get('course_id') ?? 0);
    if (courseId && !db.courses.some((course) => course.id === courseId)) return notFound('That course');
    return new HttpResponse(workbookBody(), {
      headers: {
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${exportFileName(kind, new Date())}"`,
        'cache-control': 'no-store',
      },
    });
  });

/** GET /admin/exports/{kind}.xlsx as the server answers it: an attachment, for admins only. */
export const exportHandlers = EXPORT_KINDS.map(exportHandler);
