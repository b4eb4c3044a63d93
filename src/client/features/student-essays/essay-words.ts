import { extractPlainText } from '../../../shared/rules/plain-text';
import { checkWordLimits, countWords, type WordLimitCheck } from '../../../shared/rules/words';

/** The words of an essay's HTML as a reader sees them, paragraphs apart (the text offsets count in). */
export const essayPlainText = (html: string) =>
  html ? extractPlainText(new DOMParser().parseFromString(html, 'text/html').body).text : '';

/** Words as the server counts them: on the plain text of the HTML (design: the contract). */
export const essayWordCount = (html: string): number => countWords(essayPlainText(html));

const words = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;

export interface WordCountReport {
  count: number;
  check: WordLimitCheck;
  /** "N words". */
  countText: string;
  /** "300–800 words", or the one limit there is, or null without limits. */
  limitText: string | null;
  /** How far the essay is from its limits, or null within them. */
  gapText: string | null;
  /** Why Submit is disabled, or null when the essay may be submitted. */
  blockedReason: string | null;
}

function limitText(min: number | null, max: number | null): string | null {
  if (min != null && max != null) return `${min}–${max} words`;
  if (min != null) return `At least ${words(min)}`;
  if (max != null) return `At most ${words(max)}`;
  return null;
}

/** Where an essay stands against its assignment's word limits, in the sentences the page shows. */
export function wordCountReport(count: number, min: number | null, max: number | null): WordCountReport {
  const check = checkWordLimits(count, min, max);
  const below = check === 'below' && min != null ? min - count : 0;
  const above = check === 'above' && max != null ? count - max : 0;
  const gapText = below
    ? `${below} more ${below === 1 ? 'word' : 'words'} needed`
    : above
      ? `${words(above)} over the limit`
      : null;
  const blockedReason = {
    empty: 'Write your essay to submit it.',
    below: `Add ${words(below)} to submit.`,
    above: `Remove ${words(above)} to submit.`,
    within: null,
  }[check];
  return { count, check, countText: words(count), limitText: limitText(min, max), gapText, blockedReason };
}
