import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface XssVector {
  /** Its place in the combined list; the marker before it in rich text carries the same number. */
  id: number;
  /** Where it comes from, for the report: the corpus file and the entry's index or id there. */
  source: string;
  text: string;
}

/** The corpora stay outside the repository (their licences differ); CORPORA_DIR points elsewhere. */
function xssCorpusDir(): string {
  const repoRoot = path.resolve(__dirname, '../..');
  return path.join(process.env.CORPORA_DIR ?? path.resolve(repoRoot, '../shared/corpora'), 'xss');
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(xssCorpusDir(), file), 'utf8'));

/** DOMPurify's own fixtures followed by the OWASP filter-evasion cheat sheet, read at test time. */
export function loadXssVectors(): XssVector[] {
  const dompurify = readJson<{ payload: string }[]>('dompurify-expect.json');
  const owasp = readJson<{ vectors: { id?: number | string; vector: string }[] }>(
    'owasp-filter-evasion.json',
  );
  const entries = [
    ...dompurify.map((entry, index) => ({ source: `dompurify-expect #${index}`, text: entry.payload })),
    ...owasp.vectors.map((entry, index) => ({
      source: `owasp-filter-evasion id ${entry.id ?? index}`,
      text: entry.vector,
    })),
  ];
  return entries.map((entry, id) => ({ id, ...entry }));
}

/** A word of the essay that names the vector after it: feedback anchors on it, the page check counts it. */
export const markerOf = (id: number) => `xss-vector-${String(id).padStart(3, '0')}`;
