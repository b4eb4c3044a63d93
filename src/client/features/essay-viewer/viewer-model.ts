import type { CarriedItem, EssayVersion, FeedbackItem, ReplyCount } from '../../../shared/contract/feedback';
import { versionBefore } from '../../../shared/rules/revisions';
import { resolveHighlights } from '../../lib/anchoring';
import { QUOTE_PREVIEW_LENGTH } from './viewer-constants';
import { categoryIn, VIEWER_CATEGORIES, type ViewerCategory } from './viewer-palette';

/** A comment the viewer shows: one of this version's, or one carried unchanged from an earlier version. */
export interface ViewerItem extends FeedbackItem {
  /** Set on a comment written on an earlier version whose passage the student left as it was. */
  fromVersion?: number;
  /** The reply thread under the comment, where the reader may answer it (the first comment's id). */
  thread?: { itemId: number; replies: number; unread: number };
}

/** A comment as the viewer lists it: numbered like its highlight, in its viewer category. */
export interface NumberedItem extends ViewerItem {
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

/**
 * Comments in the server's reading order (`position`), numbered from 1 for the essay and for print,
 * each in its category of the palette the reader's instructor keeps.
 */
export function buildViewerModel(
  text: string,
  items: readonly ViewerItem[],
  palette: readonly ViewerCategory[] = VIEWER_CATEGORIES,
): ViewerModel {
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
      viewerCategory: categoryIn(palette, item.category).name,
      highlightId,
      sharedWith,
    };
  });
  const countsByCategory = Object.fromEntries(palette.map((category) => [category.name, 0]));
  for (const item of numbered)
    countsByCategory[item.viewerCategory] = (countsByCategory[item.viewerCategory] ?? 0) + 1;
  const aiGenerated = numbered.filter((item) => item.aiGenerated).length;
  return { items: numbered, countsByCategory, aiGenerated, manual: numbered.length - aiGenerated };
}

/** Section 9: the first 50 characters of the quote (whole characters, so an emoji is never cut). */
export function quotePreview(quote: string): string {
  const characters = Array.from(quote.replace(/\s+/gu, ' ').trim());
  if (characters.length <= QUOTE_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, QUOTE_PREVIEW_LENGTH).join('').trimEnd()}…`;
}

/** The released version before this one: the one whose comments were carried into it. */
export const previousVersionOf = (of: { versions: readonly EssayVersion[]; version: number }) =>
  versionBefore(of.versions, of.version, (version) => version.released)?.version ?? of.version - 1;

/**
 * The comments that apply to this version's text: its own, and those of the version before whose
 * passage still stands unchanged (the revision loop), in reading order. A carried comment gets a
 * negative id, so it never meets an id of this version's comments.
 */
export function commentsOnText(
  items: readonly FeedbackItem[],
  carried: readonly CarriedItem[],
  fromVersion: number,
): ViewerItem[] {
  const standing: ViewerItem[] = carried.flatMap((item) =>
    item.status === 'unchanged' && item.startIndex !== null && item.endIndex !== null
      ? [
          {
            id: -item.id,
            quote: item.quote,
            category: item.category,
            comment: item.comment,
            suggestion: item.suggestion,
            severity: item.severity,
            startIndex: item.startIndex,
            endIndex: item.endIndex,
            position: 0,
            aiGenerated: item.aiGenerated,
            fromVersion,
            // Replies stay under the comment as first written, whichever version shows it.
            thread: { itemId: item.from_item_id, replies: 0, unread: 0 },
          },
        ]
      : [],
  );
  if (standing.length === 0) return [...items];
  return [...items, ...standing]
    .sort((a, b) => a.startIndex - b.startIndex || a.endIndex - b.endIndex)
    .map((item, index) => ({ ...item, position: index + 1 }));
}

/** Each comment with its reply thread: a carried comment's thread is its first comment's. */
export function withThreads(items: readonly ViewerItem[], counts: readonly ReplyCount[]): ViewerItem[] {
  const countOf = new Map(counts.map((count) => [count.item_id, count]));
  return items.map((item) => {
    const itemId = item.thread?.itemId ?? item.id;
    const count = countOf.get(itemId);
    return { ...item, thread: { itemId, replies: count?.replies ?? 0, unread: count?.unread ?? 0 } };
  });
}
