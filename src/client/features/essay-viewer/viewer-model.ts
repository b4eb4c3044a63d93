import type { FeedbackItem } from '../../../shared/contract/feedback';
import { resolveHighlights } from '../../lib/anchoring';
import { categoryOf, VIEWER_CATEGORIES } from './categories';
import { QUOTE_PREVIEW_LENGTH } from './viewer-constants';

/** A comment as the viewer lists it: numbered like its highlight, in its viewer category. */
export interface NumberedItem extends FeedbackItem {
  number: number;
  /** The viewer category's name: unknown names count as the first category (section 5). */
  viewerCategory: string;
  /** Whether the comment has a highlight in the essay to show. */
  placed: boolean;
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
  const placed = new Set(resolveHighlights(text, ordered).placed.map((highlight) => highlight.id));
  const numbered = ordered.map((item, index) => ({
    ...item,
    number: index + 1,
    viewerCategory: categoryOf(item.category).name,
    placed: placed.has(item.id),
  }));
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
