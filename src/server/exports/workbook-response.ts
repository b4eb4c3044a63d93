import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ExportKind, exportFileName, XLSX_CONTENT_TYPE } from '../../shared/contract/exports';

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/** What a sheet tells the download, and asks of it, while it reads the database page by page. */
export interface DownloadProgress {
  /** The first page has been read: the database answers, so the file can begin. */
  begun(): void;
  /** False once the caller has gone away, so the export stops reading the database. */
  wanted(): boolean;
  /** Resolves when the caller has taken what was written so far: a slow reader slows the export. */
  drained(): Promise<void>;
}

async function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: stop.signal }),
      once(stream, 'close', { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * Streams a workbook to the caller while `fill` writes it, so a large export never sits in memory
 * whole. The answer starts only once the first page is read, so a database that fails at once gets
 * the usual error answer. A failure after that cannot become an error answer any more: the stream is
 * destroyed and the download cut short (the file is then unreadable, never silently partial).
 */
export async function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ExportKind,
  fill: (workbook: WorkbookWriter, progress: DownloadProgress) => Promise<void>,
) {
  // Loaded with the first download rather than with the server: a workbook library that only exports use.
  const { default: excel } = await import('exceljs');
  const stream = new PassThrough();
  // Inline strings rather than a shared table: the table would hold every text until the end.
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  let begun = () => {};
  const firstPage = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const progress: DownloadProgress = {
    begun,
    wanted: () => !stream.destroyed,
    drained: () => drained(stream),
  };
  const filled = fill(workbook, progress).then(() => (progress.wanted() ? workbook.commit() : undefined));
  await Promise.race([firstPage, filled]);
  filled.catch((error: unknown) => {
    request.log.error({ err: error, export: kind }, 'export failed while streaming');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${exportFileName(kind, new Date())}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
