import { type HarperFinding, harperFindings } from './harper-findings';
import type { Libraries } from './libraries';

export interface SpellingCheck {
  /** Harper's dictionary findings for words retext-spell does not know either, placed in the essay. */
  findings: HarperFinding[];
  /** The words retext-spell does not know, apostrophes straightened, for harper's other dictionary rules. */
  unknown: Set<string>;
}

export const straightApostrophes = (word: string) => word.replace(/’/g, "'");

/**
 * A word is misspelled only when both dictionaries doubt it (precision). retext-spell reads the whole
 * essay, which is cheap; harper's dictionary check, the costliest of its rules, sees only the words
 * retext doubts, one per line, and supplies the corrections.
 */
export async function checkSpelling(libraries: Libraries, text: string): Promise<SpellingCheck> {
  const ranges = await libraries.unknownWords(text);
  const words = [...new Set(ranges.map((range) => text.slice(range.start, range.end)))];
  const doubted = new Map<string, HarperFinding>();
  if (words.length > 0) {
    for (const finding of await harperFindings(libraries.speller, words.join('\n\n')))
      doubted.set(finding.problem, finding);
  }
  const findings = ranges.flatMap((range) => {
    const finding = doubted.get(text.slice(range.start, range.end));
    return finding ? [{ ...finding, range }] : [];
  });
  return { findings, unknown: new Set(words.map(straightApostrophes)) };
}
