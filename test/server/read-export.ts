import ExcelJS from 'exceljs';
import type { TestServer } from './test-server';

export type ExportedCell = ExcelJS.CellValue;

// exceljs types its input as its own Buffer; at run time it reads Node's Buffer as it is.
export const asWorkbookBytes = (bytes: Buffer) => bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0];

/** Downloads an export through the real app and opens the bytes as Excel would. */
export async function downloadExport(server: TestServer, url: string, token: string) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  const workbook = new ExcelJS.Workbook();
  if (response.statusCode === 200) await workbook.xlsx.load(asWorkbookBytes(response.rawPayload));
  return { response, workbook };
}

/** Each row's values from the first column on (exceljs counts columns from 1). */
export function sheetRows(sheet: ExcelJS.Worksheet): ExportedCell[][] {
  const rows: ExportedCell[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExportedCell[]).slice(1));
  });
  return rows;
}
