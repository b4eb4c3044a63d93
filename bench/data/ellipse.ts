import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EVAL_DIR } from './eval-path';

export interface EllipseEssay {
  id: string;
  text: string;
  /** Human holistic score, 1.0–5.0 in half steps. */
  overall: number;
}

/** RFC 4180 rows: quoted fields may hold commas, newlines and doubled quotes. */
function parseCsv(source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * The essays as the product would hold them: paragraphs separated by one blank line, as the plain
 * text of a submission is (src/shared/rules/plain-text.ts).
 */
function toPlainText(raw: string): string {
  return raw
    .split(/\n\s*\n/)
    .map((block) => block.trim().replace(/\s*\n\s*/g, ' '))
    .filter((block) => block !== '')
    .join('\n\n');
}

export function readEllipse(file = path.join(EVAL_DIR, 'ellipse/ellipse-dev.csv')): EllipseEssay[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const column = (name: string) => header.indexOf(name);
  const [id, text, overall] = [column('text_id_kaggle'), column('full_text'), column('Overall')];
  return rows
    .filter((row) => row.length === header.length)
    .map((row) => ({ id: row[id], text: toPlainText(row[text]), overall: Number(row[overall]) }));
}
