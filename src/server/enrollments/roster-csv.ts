import { ErrorCode } from '../../shared/contract/common';
import { ROSTER_MAX_ROWS } from '../../shared/rules/roster';
import { HttpError } from '../errors';

export interface RosterRow {
  /** The row's line in the file, counting from 1 as a spreadsheet does. */
  line: number;
  fields: string[];
}

export const unreadableRoster = (detail: string) =>
  new HttpError(400, ErrorCode.validationFailed, 'This file cannot be imported.', detail);

/**
 * Rows of a CSV text as RFC 4180 writes them (fields in double quotes may hold commas, line breaks and
 * doubled quotes; lines end in LF or CRLF), blank lines left out. One pass over text whose length the
 * route bounds; a file with an open quote, or with more rows than a roster may have, is refused whole.
 */
export function readCsvRows(text: string, maxRows = ROSTER_MAX_ROWS + 1): RosterRow[] {
  const rows: RosterRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) {
      if (rows.length === maxRows)
        throw unreadableRoster(
          `A class list may have at most ${ROSTER_MAX_ROWS} students; this one has more.`,
        );
      rows.push({ line: rowLine, fields });
    }
    fields = [];
    field = '';
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (quoted) throw unreadableRoster(`A quotation mark opened on line ${rowLine} is never closed.`);
  endRow();
  return rows;
}
