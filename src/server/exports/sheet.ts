import type ExcelJS from 'exceljs';
import type { DownloadProgress, WorkbookWriter } from './workbook-response';

export type CellValue = string | number | boolean | Date | null;

export interface SheetColumn<Row> {
  header: string;
  /** In characters, as Excel measures a column. */
  width: number;
  /** A date cell shows as a date and time; a wrapped cell keeps its line breaks visible. */
  format?: 'date' | 'wrap';
  value: (row: Row) => CellValue;
}

// Excel refuses to open a file with a longer text in one cell.
const EXCEL_CELL_LIMIT = 32_767;

const STYLES: Record<NonNullable<SheetColumn<unknown>['format']>, Partial<ExcelJS.Style>> = {
  date: { numFmt: 'yyyy-mm-dd hh:mm' },
  wrap: { alignment: { wrapText: true, vertical: 'top' } },
};

/**
 * Text goes in as a plain string value, never as `{ formula }`: a name such as `=HYPERLINK(…)` stays
 * text in Excel, so no one's input can run as a formula on an instructor's machine.
 */
function cellValue(value: CellValue): CellValue {
  if (typeof value !== 'string' || value.length <= EXCEL_CELL_LIMIT) return value;
  return `${value.slice(0, EXCEL_CELL_LIMIT - 1)}…`;
}

/**
 * Writes one sheet: a bold, frozen header row with filters, then every page of rows as it arrives.
 * Each row is committed at once, so it leaves memory for the download stream.
 */
export async function writeSheet<Row>(
  workbook: WorkbookWriter,
  progress: DownloadProgress,
  name: string,
  columns: SheetColumn<Row>[],
  pages: AsyncIterable<Row[]>,
): Promise<void> {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    width: column.width,
    style: column.format ? STYLES[column.format] : {},
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  let rowCount = 1;
  for await (const rows of pages) {
    progress.begun();
    if (!progress.wanted()) return;
    for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column.value(row)))).commit();
    rowCount += rows.length;
    await progress.drained();
  }
  progress.begun();
  // The filter covers the data, known only now; Excel reads it from the end of the sheet.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rowCount, column: columns.length } };
  sheet.commit();
}
