import type { FeedbackItem } from '../../../shared/contract/feedback';
import { resolveHighlights } from '../../lib/anchoring';
import { categoryOf, VIEWER_CATEGORIES } from './categories';
import { QUOTE_PREVIEW_LENGTH } from './viewer-constants';

/** A comment as the viewer lists it: numbered like its highlight, in its viewer category. */
export interface NumberedItem extends FeedbackItem {
  number: number;
  /** The viewer category's name: unknown names count as the first category (section 5). */
  viewerCategory: string;
  /**
   * The highlight that shows the comment in the essay: its own, or, for a quote the rules leave
   * unwrapped (a repeated quote, a quote inside another highlight), the one covering its words.
   */
  highlightId: number | null;
  /** For a comment shown through another's highlight, that comment's number. */
  sharedWith: number | null;
}

export interface ViewerModel {
  items: NumberedItem[];
  countsByCategory: Record<string, number>;
  aiGenerated: number;
  manual: number;
}

/** Comments in the server's reading order (`position`), numbered from 1 for the essay and for print. */
export function buildViewerModel(text: string, items: readonly FeedbackItem[]): ViewerModel {
  const ordered = [...items].sort((a, b) => a.position - b.position || a.startIndex - b.startIndex);
  const { placed, skipped } = resolveHighlights(text, ordered);
  const shownBy = new Map<number, number>(placed.map((highlight) => [highlight.id, highlight.id]));
  for (const { id, coveredBy } of skipped) if (coveredBy !== undefined) shownBy.set(id, coveredBy);
  const numberOf = new Map(ordered.map((item, index) => [item.id, index + 1]));
  const numbered = ordered.map((item, index) => {
    const highlightId = shownBy.get(item.id) ?? null;
    const sharedWith =
      highlightId !== null && highlightId !== item.id ? (numberOf.get(highlightId) ?? null) : null;
    return {
      ...item,
      number: index + 1,
      viewerCategory: categoryOf(item.category).name,
      highlightId,
      sharedWith,
    };
  });
  const countsByCategory = Object.fromEntries(VIEWER_CATEGORIES.map((category) => [category.name, 0]));
  for (const item of numbered) countsByCategory[item.viewerCategory] += 1;
  const aiGenerated = numbered.filter((item) => item.aiGenerated).length;
  return { items: numbered, countsByCategory, aiGenerated, manual: numbered.length - aiGenerated };
}

/** Section 9: the first 50 characters of the quote (whole characters, so an emoji is never cut). */
export function quotePreview(quote: string): string {
  const characters = Array.from(quote.replace(/\s+/gu, ' ').trim());
  if (characters.length <= QUOTE_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, QUOTE_PREVIEW_LENGTH).join('').trimEnd()}…`;
}
