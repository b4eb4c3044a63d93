/** Words as a reader counts them: runs of characters between whitespace. Used for the essay limits. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export type WordLimitCheck = 'empty' | 'below' | 'above' | 'within';

/** Where a word count stands against an assignment's limits (either limit may be absent). */
export function checkWordLimits(words: number, min: number | null, max: number | null): WordLimitCheck {
  if (words === 0) return 'empty';
  if (min != null && words < min) return 'below';
  if (max != null && words > max) return 'above';
  return 'within';
}
