/** A place in the submission's plain text, as UTF-16 offsets (design: the contract). */
export interface TextRange {
  start: number;
  end: number;
}

/** What is known of where a comment belongs: its quote, and perhaps offsets and 32 characters of context. */
export interface QuoteHint {
  quote: string;
  startIndex?: number | null;
  endIndex?: number | null;
  prefix?: string;
  suffix?: string;
}

const collapse = (value: string) => value.replace(/\s+/gu, ' ').trim();

export const isRangeInText = (text: string, start: number, end: number) =>
  Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start && end <= text.length;

function escapeForRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Every place the quote occurs: exactly first, else with any run of whitespace standing for any other. */
export function occurrences(text: string, quote: string): TextRange[] {
  const exact: TextRange[] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    exact.push({ start: at, end: at + quote.length });
  }
  if (exact.length > 0) return exact;
  const words = quote.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [];
  const pattern = new RegExp(words.map(escapeForRegExp).join('\\s+'), 'gu');
  return Array.from(text.matchAll(pattern), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** How well the text around a candidate matches the context stored with the quote: 2 per side. */
export function contextScore(text: string, range: TextRange, hint: QuoteHint): number {
  let score = 0;
  if (
    hint.prefix &&
    collapse(text.slice(Math.max(0, range.start - hint.prefix.length), range.start)) === collapse(hint.prefix)
  )
    score += 2;
  if (
    hint.suffix &&
    collapse(text.slice(range.end, range.end + hint.suffix.length)) === collapse(hint.suffix)
  )
    score += 2;
  return score;
}

/**
 * Section 5: the offsets are used when they hold the quote; otherwise the quote is searched for,
 * whitespace-tolerantly, preferring the occurrence whose surrounding text matches the stored
 * context and then the one nearest the old offset. Null when the quote is empty or not in the text.
 */
export function locateQuote(text: string, hint: QuoteHint): TextRange | null {
  const { quote } = hint;
  if (!quote.trim()) return null;
  const start = hint.startIndex ?? -1;
  const end = hint.endIndex ?? -1;
  if (isRangeInText(text, start, end) && collapse(text.slice(start, end)) === collapse(quote)) {
    return { start, end };
  }
  const candidates = occurrences(text, quote);
  if (candidates.length <= 1) return candidates[0] ?? null;
  const near = start >= 0 ? start : 0;
  return candidates.reduce((best, candidate) => {
    const scoreDifference = contextScore(text, candidate, hint) - contextScore(text, best, hint);
    if (scoreDifference !== 0) return scoreDifference > 0 ? candidate : best;
    return Math.abs(candidate.start - near) < Math.abs(best.start - near) ? candidate : best;
  });
}

export const CONTEXT_LENGTH = 32;

/** The 32 characters either side of a range, stored with an item so it can be placed again. */
export function contextAround(text: string, range: TextRange): { prefix: string; suffix: string } {
  return {
    prefix: text.slice(Math.max(0, range.start - CONTEXT_LENGTH), range.start),
    suffix: text.slice(range.end, range.end + CONTEXT_LENGTH),
  };
}
