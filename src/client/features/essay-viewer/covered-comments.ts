import type { SkippedItem } from '../../lib/anchoring';
import { categoryIn, VIEWER_CATEGORIES, type ViewerCategory } from './viewer-palette';

/** A comment the essay does not highlight on its own, and the highlight that already covers its words. */
export interface CoveredComment {
  id: number;
  number: number;
  category: string;
  coveredBy: number;
}

/** Sections 4 and 5 leave a repeated quote, or one inside another highlight, unwrapped; these are them. */
export function coveredComments(
  skipped: readonly SkippedItem[],
  describe: (id: number) => { number: number; category: string } | undefined,
): CoveredComment[] {
  return skipped.flatMap(({ id, coveredBy }) => {
    const item = describe(id);
    return coveredBy === undefined || !item ? [] : [{ id, ...item, coveredBy }];
  });
}

const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * Makes every comment reachable from the essay: the highlight that covers an unwrapped comment's words
 * carries that comment's number beside its own, names both, and lists the covered comments and their
 * categories (`data-also-feedback-ids`, `data-also-categories`) for clicks and the category filter.
 */
export function markCoveredComments(
  root: ParentNode,
  covered: readonly CoveredComment[],
  palette: readonly ViewerCategory[] = VIEWER_CATEGORIES,
): void {
  const categoryOf = (name: string | null) => categoryIn(palette, name);
  const byHighlight = new Map<number, CoveredComment[]>();
  for (const comment of covered)
    byHighlight.set(comment.coveredBy, [...(byHighlight.get(comment.coveredBy) ?? []), comment]);

  for (const [highlightId, comments] of byHighlight) {
    const pieces = Array.from(root.querySelectorAll<HTMLElement>(`mark[data-feedback-id="${highlightId}"]`));
    const last = pieces.find((piece) => piece.hasAttribute('data-feedback-number'));
    const first = pieces.find((piece) => piece.hasAttribute('aria-label'));
    if (!last || !first) continue;
    const ownNumber = Number(last.getAttribute('data-feedback-number'));
    const ownCategory = categoryOf(first.getAttribute('data-category'));
    const numbers = [ownNumber, ...comments.map((comment) => comment.number)].sort((a, b) => a - b);
    const labels = [
      ...new Set([ownCategory.label, ...comments.map(({ category }) => categoryOf(category).label)]),
    ];

    last.setAttribute('data-feedback-number', numbers.join(', '));
    const ownPrefix = `Comment ${ownNumber}: ${ownCategory.label}`;
    const label = first.getAttribute('aria-label') ?? ownPrefix;
    first.setAttribute(
      'aria-label',
      `Comments ${listed(numbers.map(String))}: ${listed(labels)}${label.slice(ownPrefix.length)}`,
    );
    for (const piece of pieces) {
      piece.setAttribute('data-also-feedback-ids', comments.map((comment) => comment.id).join(' '));
      piece.setAttribute(
        'data-also-categories',
        comments.map(({ category }) => categoryOf(category).name).join(' '),
      );
    }
  }
}
